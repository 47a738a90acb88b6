import type { EditorCategory, EditorProduct } from '@masa/core/staff/menu-editor.schemas';
import { getWallTime } from '@masa/core/time/zoned-time';
import type { categories, products } from '../../db/schema/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the Istanbul day it falls on, YYYY-MM-DD. */
export function istanbulDay(instant: Date | null): string | null {
  if (!instant) return null;
  const wall = getWallTime(instant);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function presentEditorCategory(row: typeof categories.$inferSelect): EditorCategory {
  const { id, name, description, nameEn, descriptionEn, station, active, sortOrder } = row;
  const { defaultCourse } = row;
  return {
    id,
    name,
    description,
    nameEn,
    descriptionEn,
    station,
    defaultCourse,
    active,
    sortOrder,
  };
}

/** A product row as the menu editor edits it: VAT as stored, campaign dates as days. */
export function presentEditorProduct(row: typeof products.$inferSelect): EditorProduct {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    nameEn: row.nameEn,
    descriptionEn: row.descriptionEn,
    price: row.price,
    vatRate: row.vatRate,
    discountPercentage: row.discountPercentage,
    ingredients: row.ingredients,
    ingredientsEn: row.ingredientsEn,
    allergens: row.allergens,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    isGlutenFree: row.isGlutenFree,
    alcoholic: row.alcoholic,
    preparationTime: row.preparationTime,
    isFeatured: row.isFeatured,
    isMonthlySpecial: row.isMonthlySpecial,
    isCampaign: row.isCampaign,
    campaignStartDate: istanbulDay(row.campaignStartDate),
    campaignEndDate: istanbulDay(row.campaignEndDate),
    campaignDescription: row.campaignDescription,
    options: row.options.map((option) => ({
      ...option,
      nameEn: option.nameEn ?? '',
      choices: option.choices.map((choice) => ({ ...choice, nameEn: choice.nameEn ?? '' })),
    })),
    extras: row.extras.map((extra) => ({ ...extra, nameEn: extra.nameEn ?? '' })),
    active: row.active,
    isAvailable: row.isAvailable,
    imageUrl: row.imageUrl ?? row.images[0] ?? null,
    imageVariants: row.imageVariants,
    sortOrder: row.sortOrder,
  };
}
