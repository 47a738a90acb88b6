import type { ProfileUpdate, ProfileUpdateInput } from '@masa/core/auth/auth.schemas';
import type { StoredUser } from '../../../lib/storage.ts';
import { readUserAddress } from './read-user-address.ts';

export type ProfileFormValues = Required<Omit<ProfileUpdateInput, 'address'>> & {
  address: { street: string; city: string; state: string; postalCode: string; country: string };
};
type Prefill = { name?: unknown; email?: unknown; phone?: unknown } | null | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the edit form starts with, and what a save is compared with (000 §2.9, §4.5): name,
 * e-mail and phone passed by the profile page win over the stored user; the address is read
 * as 000 §3.1 says.
 */
export function profileFormValues(
  user: StoredUser | null,
  prefill?: Prefill,
): { form: ProfileFormValues; saved: ProfileUpdate } {
  const address = readUserAddress(user);
  const saved: ProfileUpdate = {
    name: text(user?.name),
    email: text(user?.email),
    phone: text(user?.phone),
    address: {
      street: address.street,
      city: address.city,
      state: address.state,
      zipCode: address.postalCode,
      country: address.country,
    },
  };
  const form: ProfileFormValues = {
    name: text(prefill?.name) || saved.name,
    email: text(prefill?.email) || saved.email,
    phone: text(prefill?.phone) || (saved.phone ?? ''),
    address,
  };
  return { form, saved };
}
