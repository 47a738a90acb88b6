import type { Allergen } from '@masa/core/allergens/allergen-list';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { businesses, ratingAverage } from './businesses.ts';
import { allergenCodes, at, belongsTo, idColumn, oneOf, timestamps } from './columns.ts';
import { COURSES } from './enums.ts';
import type { ImageVariant, ProductExtra, ProductOption } from './json-types.ts';

/** Menu categories (001 §3 Category). */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The business's English text (ADR 046); empty: the Turkish is shown in English too. */
    nameEn: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The kitchen-display station its dishes are made at (issue 16 §4), e.g. 'Mutfak', 'Bar'. */
    station: text().notNull().default('Mutfak'),
    /** The course its dishes are served in by default (issue 31 §3); null: 'main' (ADR 070). */
    defaultCourse: text({ enum: COURSES }),
    ...timestamps(),
  },
  (t) => [
    index('categories_business_idx').on(t.businessId, t.sortOrder),
    check(
      'categories_default_course_check',
      sql`${t.defaultCourse} is null or ${oneOf(t.defaultCourse, COURSES)}`,
    ),
    unique('categories_id_business_key').on(t.id, t.businessId),
  ],
);

/**
 * Menu products: every normalised field of 001 §3 Product. `price` is in kuruş and includes
 * VAT unless the business's `tax.includedInPrice` is false; the discounted price is derived
 * (price − price × discountPercentage / 100, 001 §9), never stored.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    categoryId: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The business's English texts (ADR 046), each field falling back to the Turkish. */
    nameEn: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    ingredientsEn: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer().notNull(),
    /** Whole percent: 10 for food, 20 for alcoholic and soft drinks. */
    vatRate: integer().notNull().default(10),
    /** Out of stock for now (shown, not orderable). */
    isAvailable: boolean().notNull().default(true),
    /** Off the menu altogether. */
    active: boolean().notNull().default(true),
    ingredients: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Allergen codes of the fixed list (core allergens/allergen-list.ts, ADR 045). */
    allergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVegetarian: boolean().notNull().default(false),
    isVegan: boolean().notNull().default(false),
    isGlutenFree: boolean().notNull().default(false),
    /** Minutes. */
    preparationTime: integer(),
    imageUrl: text(),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The uploaded photo in the sizes the diner's app uses (issue 17 §1), smallest first, with
     * their pixel sizes so a page lays out before they load; `imageUrl` is the smallest.
     */
    imageVariants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    /** Whole percent, 0 for none. */
    discountPercentage: integer().notNull().default(0),
    isFeatured: boolean().notNull().default(false),
    isMonthlySpecial: boolean().notNull().default(false),
    isCampaign: boolean().notNull().default(false),
    campaignStartDate: at(),
    campaignEndDate: at(),
    campaignDescription: text(),
    ratingAverage: ratingAverage(),
    ratingCount: integer().notNull().default(0),
    options: jsonb().$type<ProductOption[]>().notNull().default([]),
    extras: jsonb().$type<ProductExtra[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
    /** An alcoholic drink: sold at 20 % VAT whatever vatRate says (core product-vat.ts, ADR 092). */
    alcoholic: boolean().notNull().default(false),
  },
  (t) => [
    // The category must belong to the product's own business.
    foreignKey({
      name: 'products_category_fk',
      columns: [t.categoryId, t.businessId],
      foreignColumns: [categories.id, categories.businessId],
    }),
    index('products_business_idx').on(t.businessId, t.sortOrder),
    index('products_category_idx').on(t.categoryId),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
    check('products_discount_check', sql`${t.discountPercentage} between 0 and 100`),
    check('products_preparation_time_check', sql`${t.preparationTime} > 0`),
    check('products_allergens_check', allergenCodes(t.allergens)),
    check('products_rating_count_check', sql`${t.ratingCount} >= 0`),
    check('products_rating_average_check', sql`${t.ratingAverage} between 0 and 5`),
    check(
      'products_campaign_dates_check',
      sql`${t.campaignEndDate} is null or ${t.campaignStartDate} is null or ${t.campaignEndDate} >= ${t.campaignStartDate}`,
    ),
  ],
);
