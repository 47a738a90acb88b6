import type { Allergen } from '@masa/core/allergens/allergen-list';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { allergenCodes, at, idColumn, timestamps } from './columns.ts';
import { businesses } from './businesses.ts';
import type { Address, UserPaymentMethod } from './json-types.ts';

/** Customer accounts (000 §3.1), including guests and phone or social sign-ups. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text().notNull(),
    /** Null for guests and phone-only accounts; unique ignoring case. */
    email: text(),
    /** Null for guests and social-only accounts. */
    passwordHash: text(),
    role: text().notNull().default('customer'),
    userType: text().notNull().default('customer'),
    /** 000 §6: "a business reference exists on the user". */
    businessId: text().references(() => businesses.id, { onDelete: 'set null' }),
    phone: text(),
    address: jsonb().$type<Address>(),
    birthDate: date({ mode: 'string' }),
    /** Path under /uploads or a URL. */
    avatar: text(),
    isGuest: boolean().notNull().default(false),
    loyaltyPoints: integer().notNull().default(0),
    favoriteProducts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The allergens this diner avoids (issue 21 §5, ADR 045), codes of the fixed list: the menu
     * marks the dishes with them, the cart warns, an order carries them as its allergy note.
     */
    avoidedAllergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMethods: jsonb().$type<UserPaymentMethod[]>().notNull().default([]),
    /** This user's own code for the invite link (000 §1: 50 points per invited friend). */
    inviteCode: text().notNull(),
    invitedByUserId: text().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the inviter was credited for this user; set once, so the reward is paid once. */
    inviteRewardedAt: at(),
    emailVerifiedAt: at(),
    phoneVerifiedAt: at(),
    googleSubject: text(),
    appleSubject: text(),
    /** Access tokens issued before this moment are refused (password reset ends every session). */
    passwordChangedAt: at(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_apple_subject_key').on(t.appleSubject),
    index('users_phone_idx').on(t.phone),
    check('users_avoided_allergens_check', allergenCodes(t.avoidedAllergens)),
    check('users_loyalty_points_check', sql`${t.loyaltyPoints} >= 0`),
    check('users_email_check', sql`${t.email} is null or ${t.email} like '%_@_%'`),
  ],
);
