import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { belongsTo, idColumn, oneOf, timestamps } from './columns.ts';
import {
  SERVICE_CHARGE_APPLY_ON,
  SERVICE_CHARGE_CALCULATIONS,
  SERVICE_CHARGE_TYPES,
} from './enums.ts';
import type {
  ServiceChargeConditions,
  ServiceChargeDisplay,
  ServiceChargeIncludedItems,
} from './json-types.ts';

/** Service-charge definitions of a business (001 §3), e.g. a per-person cover charge. */
export const serviceCharges = pgTable(
  'service_charges',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    type: text({ enum: SERVICE_CHARGE_TYPES }).notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** English name and text (ADR 060); '' means the diner reads the Turkish. */
    nameEn: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    calculation: text({ enum: SERVICE_CHARGE_CALCULATIONS }).notNull(),
    /** Kuruş for per_person and per_order; whole percent of the order amount for percentage. */
    value: integer().notNull(),
    vatRate: integer().notNull().default(10),
    applyOn: text({ enum: SERVICE_CHARGE_APPLY_ON }).notNull().default('session_start'),
    /** Customer types it applies to ('guest', 'customer'); empty means everyone. */
    customerTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conditions: jsonb().$type<ServiceChargeConditions>().notNull().default({}),
    active: boolean().notNull().default(true),
    display: jsonb().$type<ServiceChargeDisplay>(),
    /** Items the charge includes free, e.g. bread and water with a cover charge. */
    includedItems: jsonb().$type<ServiceChargeIncludedItems>(),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('service_charges_business_idx').on(t.businessId),
    check('service_charges_type_check', oneOf(t.type, SERVICE_CHARGE_TYPES)),
    check('service_charges_calculation_check', oneOf(t.calculation, SERVICE_CHARGE_CALCULATIONS)),
    check('service_charges_apply_on_check', oneOf(t.applyOn, SERVICE_CHARGE_APPLY_ON)),
    check(
      'service_charges_value_check',
      sql`${t.value} >= 0 and (${t.calculation} <> 'percentage' or ${t.value} <= 100)`,
    ),
    check('service_charges_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
  ],
);
