import { z } from 'zod';

/**
 * The menu's JSON (001 §3 Product, normalised, and Category). All money is integer kuruş
 * (ADR 004); the app formats it with core formatTry. VAT rates are fractions (0.1 = 10 %).
 */

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const isoDate = z.string().describe('ISO 8601');

export const productOptionResponse = z.object({
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  choices: z.array(z.object({ name: z.string(), price: kurus('Added to the unit price.') })),
});

export const productExtraResponse = z.object({
  name: z.string(),
  price: kurus('Added to the unit price.'),
});

export const productResponse = z.object({
  id: z.string(),
  _id: z.string(),
  businessId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  price: kurus('VAT included unless the business has tax.includedInPrice false.'),
  discountedPrice: kurus('price − price × discountPercentage / 100 (001 §9).'),
  discountPercentage: z.number().int().describe('Whole percent, 0 for none.'),
  discount: z.number().int().describe('Same as discountPercentage.'),
  vatRate: z.number().describe('Fraction: 0.1 is 10 %. Drinks are 0.2 (001 §9).'),
  isAvailable: z.boolean().describe('False: shown on the menu but cannot be ordered now.'),
  isActive: z.boolean(),
  ingredients: z.array(z.string()),
  allergens: z.array(z.string()),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  preparationTime: z.number().int().nullable().describe('Minutes.'),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  isFeatured: z.boolean(),
  isMonthlySpecial: z.boolean(),
  isCampaign: z.boolean(),
  campaignStartDate: isoDate.nullable(),
  campaignEndDate: isoDate.nullable(),
  campaignDescription: z.string().nullable(),
  options: z.array(productOptionResponse),
  extras: z.array(productExtraResponse),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ProductResponse = z.infer<typeof productResponse>;

export const categoryResponse = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  businessId: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CategoryResponse = z.infer<typeof categoryResponse>;
