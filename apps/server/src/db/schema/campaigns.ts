import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { at, belongsTo, idColumn, oneOf, timestamps } from './columns.ts';
import { DISCOUNT_TYPES } from './enums.ts';

/** Public campaigns (001 §3 Campaign), listed by GET /campaigns/business/{id}/public. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** English title and description (ADR 060); '' means the diner reads the Turkish. */
    titleEn: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** Free label such as 'discount', 'happy_hour', 'bundle'. */
    type: text().notNull().default('discount'),
    discountType: text({ enum: DISCOUNT_TYPES }).notNull(),
    /** Whole percent for 'percentage', kuruş for 'fixed'. */
    discountValue: integer().notNull(),
    /** Kuruş. */
    minOrderAmount: integer().notNull().default(0),
    startDate: at(),
    endDate: at(),
    campaignCode: text(),
    thumbnail: text(),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_business_idx').on(t.businessId),
    unique('campaigns_business_code_key').on(t.businessId, t.campaignCode),
    check('campaigns_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check(
      'campaigns_discount_value_check',
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100)`,
    ),
    check('campaigns_min_order_check', sql`${t.minOrderAmount} >= 0`),
    check(
      'campaigns_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
