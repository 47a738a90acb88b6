import { discountedPrice } from '@masa/core/money/discounted-price';
import type { products } from '../../db/schema/index.ts';
import type { ProductResponse } from './menu-response.ts';
import { productVatPercent } from '@masa/core/money/product-vat';

export type ProductRow = typeof products.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The product in English (ADR 046): the business's English name, description and ingredients,
 * each field falling back to the Turkish when it has none.
 */
export function serializeProductEn(row: ProductRow): ProductResponse {
  return {
    ...serializeProduct(row),
    name: row.nameEn || row.name,
    description: row.descriptionEn || row.description,
    ingredients: row.ingredientsEn.length > 0 ? row.ingredientsEn : row.ingredients,
  };
}

/** A product row as the app reads it (001 §3 Product, normalised). */
export function serializeProduct(row: ProductRow): ProductResponse {
  return {
    id: row.id,
    _id: row.id,
    businessId: row.businessId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    price: row.price,
    discountedPrice: discountedPrice(row.price, row.discountPercentage),
    discountPercentage: row.discountPercentage,
    discount: row.discountPercentage,
    vatRate: productVatPercent(row) / 100,
    isAvailable: row.isAvailable,
    isActive: row.active,
    ingredients: row.ingredients,
    allergens: row.allergens,
    isVegetarian: row.isVegetarian,
    isVegan: row.isVegan,
    isGlutenFree: row.isGlutenFree,
    preparationTime: row.preparationTime,
    // 001 §3: the image falls back to the featured image, then the first image.
    imageUrl: row.imageUrl ?? row.images[0] ?? null,
    images: row.images,
    imageVariants: row.imageVariants,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    isFeatured: row.isFeatured,
    isMonthlySpecial: row.isMonthlySpecial,
    isCampaign: row.isCampaign,
    campaignStartDate: iso(row.campaignStartDate),
    campaignEndDate: iso(row.campaignEndDate),
    campaignDescription: row.campaignDescription,
    // Both languages (ADR 060): `name` stays the Turkish the cart sends back.
    options: row.options.map((option) => ({
      name: option.name,
      nameEn: option.nameEn ?? '',
      required: option.required,
      multiple: option.multiple,
      choices: option.choices.map(({ name, nameEn, price }) => ({
        name,
        nameEn: nameEn ?? '',
        price,
      })),
    })),
    extras: row.extras.map(({ name, nameEn, price }) => ({ name, nameEn: nameEn ?? '', price })),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
