import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { EditorProduct, ProductBodyInput } from '@masa/core/staff/menu-editor.schemas';
import { liraInput, parseLira } from '../../lib/lira.ts';

/** A product as its form holds it: money as typed lira, numbers and lists as typed text. */
export type ProductFormValues = {
  categoryId: string;
  name: string;
  description: string;
  /** The business's English texts (ADR 046); empty: the Turkish is shown. */
  nameEn: string;
  descriptionEn: string;
  ingredientsEn: string;
  price: string;
  vatRate: string;
  discountPercentage: string;
  ingredients: string;
  /** Codes of the fixed list, ticked in the form (ADR 045). */
  allergens: Allergen[];
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  /** Sold at 20 % VAT (ADR 092). */
  alcoholic: boolean;
  preparationTime: string;
  isFeatured: boolean;
  isMonthlySpecial: boolean;
  isCampaign: boolean;
  campaignStartDate: string;
  campaignEndDate: string;
  campaignDescription: string;
  /** Each with its English name (ADR 060); the Turkish stays what carts send back. */
  options: {
    name: string;
    nameEn: string;
    required: boolean;
    multiple: boolean;
    choices: { name: string; nameEn: string; price: string }[];
  }[];
  extras: { name: string; nameEn: string; price: string }[];
  active: boolean;
};

export const emptyProduct = (categoryId: string): ProductFormValues => ({
  categoryId,
  name: '',
  description: '',
  nameEn: '',
  descriptionEn: '',
  ingredientsEn: '',
  price: '',
  vatRate: '10',
  discountPercentage: '0',
  ingredients: '',
  allergens: [],
  isVegetarian: false,
  isVegan: false,
  isGlutenFree: false,
  alcoholic: false,
  preparationTime: '',
  isFeatured: false,
  isMonthlySpecial: false,
  isCampaign: false,
  campaignStartDate: '',
  campaignEndDate: '',
  campaignDescription: '',
  options: [],
  extras: [],
  active: true,
});

export function productToForm(p: EditorProduct): ProductFormValues {
  return {
    categoryId: p.categoryId,
    name: p.name,
    description: p.description,
    nameEn: p.nameEn,
    descriptionEn: p.descriptionEn,
    ingredientsEn: p.ingredientsEn.join(', '),
    price: liraInput(p.price),
    vatRate: String(p.vatRate),
    discountPercentage: String(p.discountPercentage),
    ingredients: p.ingredients.join(', '),
    allergens: p.allergens,
    isVegetarian: p.isVegetarian,
    isVegan: p.isVegan,
    isGlutenFree: p.isGlutenFree,
    alcoholic: p.alcoholic,
    preparationTime: p.preparationTime === null ? '' : String(p.preparationTime),
    isFeatured: p.isFeatured,
    isMonthlySpecial: p.isMonthlySpecial,
    isCampaign: p.isCampaign,
    campaignStartDate: p.campaignStartDate ?? '',
    campaignEndDate: p.campaignEndDate ?? '',
    campaignDescription: p.campaignDescription ?? '',
    options: p.options.map((o) => ({
      ...o,
      choices: o.choices.map((c) => ({
        name: c.name,
        nameEn: c.nameEn,
        price: liraInput(c.price),
      })),
    })),
    extras: p.extras.map((e) => ({ name: e.name, nameEn: e.nameEn, price: liraInput(e.price) })),
    active: p.active,
  };
}

/** "a, b ,, c" → ['a', 'b', 'c']. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** A typed whole number, or the text itself so the schema refuses it with its message. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
/** Typed lira as kuruş; what is not an amount stays text for the schema to refuse. */
const lira = (text: string) => parseLira(text) ?? text;

/** The request body the form's values make, for the core schema to check (it has the messages). */
export function formToBody(v: ProductFormValues): ProductBodyInput {
  return {
    categoryId: v.categoryId,
    name: v.name,
    description: v.description,
    nameEn: v.nameEn,
    descriptionEn: v.descriptionEn,
    ingredientsEn: list(v.ingredientsEn),
    price: lira(v.price) as number,
    vatRate: Number(v.vatRate),
    discountPercentage: (v.discountPercentage.trim() === ''
      ? 0
      : whole(v.discountPercentage)) as number,
    ingredients: list(v.ingredients),
    allergens: v.allergens,
    isVegetarian: v.isVegetarian,
    isVegan: v.isVegan,
    isGlutenFree: v.isGlutenFree,
    alcoholic: v.alcoholic,
    preparationTime: (v.preparationTime.trim() === '' ? null : whole(v.preparationTime)) as number,
    isFeatured: v.isFeatured,
    isMonthlySpecial: v.isMonthlySpecial,
    isCampaign: v.isCampaign,
    campaignStartDate: v.campaignStartDate || null,
    campaignEndDate: v.campaignEndDate || null,
    campaignDescription: v.campaignDescription.trim() || null,
    options: v.options.map((o) => ({
      name: o.name,
      nameEn: o.nameEn,
      required: o.required,
      multiple: o.multiple,
      choices: o.choices.map((c) => ({
        name: c.name,
        nameEn: c.nameEn,
        price: lira(c.price) as number,
      })),
    })),
    extras: v.extras.map((e) => ({
      name: e.name,
      nameEn: e.nameEn,
      price: lira(e.price) as number,
    })),
    active: v.active,
  };
}
