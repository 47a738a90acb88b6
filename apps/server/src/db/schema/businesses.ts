import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from './enums.ts';
import { at, belongsTo, idColumn, isHexId, oneOf, timestamps } from './columns.ts';
import type { OpeningHours } from '@masa/core/hours/opening-hours.schemas';
import { DEFAULT_BUSINESS_SETTINGS, type Address, type BusinessSettings } from './json-types.ts';

/**
 * Rating averages are numeric(3,2) read as JS numbers: exact to the two decimals shown, and
 * recomputed from the reviews table with each review rather than accumulated.
 */
export const ratingAverage = () =>
  numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0);

/** Restaurants and cafés (001 §3 Business). */
export const businesses = pgTable(
  'businesses',
  {
    id: idColumn(),
    name: text().notNull(),
    description: text().notNull().default(''),
    address: jsonb().$type<Address>().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    /** Paths under /uploads or URLs. */
    logo: text(),
    coverImage: text(),
    ratingAverage: ratingAverage(),
    ratingCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    settings: jsonb().$type<BusinessSettings>().notNull().default(DEFAULT_BUSINESS_SETTINGS),
    /**
     * A period a weekday in Istanbul wall-clock time, set on the staff settings screen; null is
     * open around the clock. New orders are refused outside them (docs/decisions/041-…).
     */
    openingHours: jsonb().$type<OpeningHours>(),
    /**
     * Bumped by a trigger on every write to the business's products or categories (migration
     * 0001); the in-process menu cache compares it (docs/decisions/003-menu-cache.md).
     */
    menuVersion: integer().notNull().default(0),
    ...timestamps(),
    /** Kuruş a waiter may void, give as ikram or discount alone, before delivery (ADR 073). */
    correctionApprovalLimit: integer().notNull().default(10_000),
    /**
     * When the owner declared the business applies İş Kanunu article 51's "yüzde" (ADR 092):
     * only then may a service, table or cover charge be on; null when not declared (withdrawn).
     */
    article51DeclaredAt: at(),
    /** The owner who declared it, and the name copied for the bill and the audit. */
    article51DeclaredByStaffId: text(),
    article51DeclaredByName: text(),
  },
  (t) => [
    check('businesses_id_check', isHexId(t.id)),
    check('businesses_rating_count_check', sql`${t.ratingCount} >= 0`),
    check('businesses_rating_average_check', sql`${t.ratingAverage} between 0 and 5`),
    check('businesses_correction_approval_limit_check', sql`${t.correctionApprovalLimit} >= 0`),
  ],
);

/** People who run a business; they use the staff API (ADR 019). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    active: boolean().notNull().default(true),
    passwordChangedAt: at(),
    lastLoginAt: at(),
    ...timestamps(),
    /** An owner's or manager's 4–6 digit PIN approving a waiter's correction, hashed (ADR 073). */
    approvalPinHash: text(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('staff_accounts_business_idx').on(t.businessId),
    check('staff_accounts_role_check', oneOf(t.role, STAFF_ROLES)),
  ],
);

/**
 * Single-use links that let a person set a staff password (ADR 031): an invitation, which
 * creates the account with its role when accepted, or a password link for an existing account
 * (`staffAccountId`). Only the token's hash is stored.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: idColumn(),
    businessId: belongsTo(() => businesses.id),
    /** Set for a password link of an existing account; null for an invitation. */
    staffAccountId: text().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    tokenHash: text().notNull(),
    invitedByStaffId: text().references(() => staffAccounts.id, { onDelete: 'set null' }),
    expiresAt: at().notNull(),
    usedAt: at(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_business_idx').on(t.businessId),
    check('staff_invitations_role_check', oneOf(t.role, STAFF_ROLES)),
  ],
);
