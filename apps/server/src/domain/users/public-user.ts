import { ALLERGENS } from '@masa/core/allergens/allergen-list';
import { z } from 'zod';
import type { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** 000 §3.1 address; `postalCode` repeats `zipCode` because the profile pages read that name. */
export const publicAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/**
 * The user as every answer shows it (000 §3.1): `id` and `_id` both, never the password hash
 * or provider subjects. Defined once so every route's response schema (and OpenAPI) agrees.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  userType: z.string(),
  business: z.string().nullable(),
  phone: z.string().nullable(),
  address: publicAddressSchema,
  birthDate: z.string().nullable().describe('YYYY-MM-DD'),
  avatar: z.string().nullable().describe('Path under /uploads or a URL'),
  isGuest: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z
    .boolean()
    .describe(
      'False for a Google or Apple account: an e-mail change is proved by a code to the current address',
    ),
  loyaltyPoints: z.number().int(),
  favoriteProducts: z.array(z.string()),
  avoidedAllergens: z
    .array(z.enum(ALLERGENS))
    .describe('The allergens this diner avoids, codes of the fixed list (issue 21 §5, ADR 045)'),
  paymentMethods: z.array(
    z.object({ id: z.string(), type: z.string(), label: z.string(), isDefault: z.boolean() }),
  ),
  inviteCode: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

export function toPublicUser(row: UserRow): PublicUser {
  const address = row.address;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    userType: row.userType,
    business: row.businessId,
    phone: row.phone,
    address: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipCode: address?.zipCode ?? '',
      postalCode: address?.zipCode ?? '',
      country: address?.country ?? '',
    },
    birthDate: row.birthDate,
    avatar: row.avatar,
    isGuest: row.isGuest,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    loyaltyPoints: row.loyaltyPoints,
    favoriteProducts: row.favoriteProducts,
    avoidedAllergens: row.avoidedAllergens,
    paymentMethods: row.paymentMethods,
    inviteCode: row.inviteCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
