import { z } from 'zod';
import { ALLERGENS } from '../allergens/allergen-list.ts';
import { COURSES } from '../orders/courses.ts';

/**
 * The menu's JSON (001 §3 Product, normalised, and Category). All money is integer kuruş
 * (ADR 004); the app formats it with core formatTry. VAT rates are fractions (0.1 = 10 %).
 */

const kurus = (description: string) => z.number().int().describe(`Kuruş. ${description}`);
const isoDate = z.string().describe('ISO 8601');

/** ADR 060: `name` is the Turkish the cart sends back, in both languages; `nameEn` may be ''. */
const nameEn = z.string().describe("The business's English name; '' when it gave none.");

export const productOptionResponse = z.object({
  name: z.string().describe('Turkish: the key the cart sends back, never translated.'),
  nameEn,
  required: z.boolean(),
  multiple: z.boolean(),
  choices: z.array(
    z.object({ name: z.string(), nameEn, price: kurus('Added to the unit price.') }),
  ),
});

export const productExtraResponse = z.object({
  name: z.string().describe('Turkish: the name the cart sends back, never translated.'),
  nameEn,
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
  vatRate: z
    .number()
    .describe("Fraction: 0.1 is 10 %. An alcoholic drink (the editor's flag) is 0.2 (ADR 092)."),
  isAvailable: z.boolean().describe('False: shown on the menu but cannot be ordered now.'),
  isActive: z.boolean(),
  ingredients: z.array(z.string()),
  allergens: z
    .array(z.enum(ALLERGENS))
    .describe('Allergen codes of the fixed list, in its order (issue 21 §5, ADR 045).'),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  preparationTime: z.number().int().nullable().describe('Minutes.'),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  imageVariants: z
    .array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }))
    .describe(
      'The uploaded photo as WebP, smallest first, with its pixel size (4:3: 480×360, 960×720); empty for other pictures.',
    ),
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
  defaultCourse: z
    .enum(COURSES)
    .describe("The course a waiter's order puts its dishes in unless changed (ADR 070)."),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CategoryResponse = z.infer<typeof categoryResponse>;

const isoDateTime = z.string().meta({ format: 'date-time' });

/** 001 §3 Business and Table as the menu reads them. */
export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** 001 §3 Business, with both spellings the app reads (id/_id, active/isActive, cover). */
export const publicBusinessSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  address: addressSchema,
  phone: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  cover: z.string().nullable(),
  rating: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  active: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/**
 * 001 §3 Table, with both spellings the app reads. `status` follows the spec's reading:
 * an active table is 'available', any other 'unavailable'.
 */
export const publicTableSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  number: z.number().int(),
  seats: z.number().int(),
  capacity: z.number().int(),
  business: z.string(),
  businessId: z.string(),
  active: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(['available', 'unavailable']),
  type: z.string(),
  qrCode: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicTable = z.infer<typeof publicTableSchema>;

/** 001 §3 Campaign (public). */
export const campaignResponse = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  name: z.string().describe('Same as title (ADR 060).'),
  nameEn: z.string().describe("The English title; '' when the business gave none."),
  descriptionEn: z.string().describe("The English description; '' when none."),
  type: z.string(),
  discount: z.object({
    type: z.enum(['percentage', 'fixed']),
    value: z.number().int().describe('Whole percent for percentage, kuruş for fixed.'),
    minOrderAmount: z.number().int().describe('Kuruş.'),
  }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  campaignCode: z.string().nullable(),
  media: z.object({ thumbnail: z.string().nullable() }),
});
export type CampaignResponse = z.infer<typeof campaignResponse>;
