import { DEFAULT_COUNTRY } from '@masa/core/auth/auth.schemas';
import type { StoredUser } from '../../../lib/storage.ts';

export type UserAddress = {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The user's address as the profile pages read it (000 §3.1): a plain string is the street, a
 * top-level city is used when the address has none, zipCode and postalCode are one field, and
 * the country defaults to 'Türkiye'.
 */
export function readUserAddress(user: StoredUser | null): UserAddress {
  const raw = user?.address;
  const address =
    typeof raw === 'string'
      ? { street: raw }
      : typeof raw === 'object' && raw !== null
        ? (raw as Record<string, unknown>)
        : {};
  return {
    street: text(address.street),
    city: text(address.city) || text(user?.city),
    state: text(address.state),
    postalCode: text(address.postalCode) || text(address.zipCode),
    country: text(address.country) || DEFAULT_COUNTRY,
  };
}
