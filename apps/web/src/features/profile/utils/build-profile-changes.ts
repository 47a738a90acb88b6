import type { ProfileUpdate } from '@masa/core/auth/auth.schemas';
import { normalizePhoneNumber } from '@masa/core/auth/phone-number';

type Address = NonNullable<ProfileUpdate['address']>;
export type ProfileChanges = Partial<Omit<ProfileUpdate, 'address'>> & { address?: Address };

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();
/** One phone in two spellings ("05321234567" saved, "+905321234567" from the form) is unchanged. */
const samePhone = (a: string | undefined, b: string | undefined) =>
  same(a, b) || (!!a && !!b && normalizePhoneNumber(a) === normalizePhoneNumber(b));
const ADDRESS_KEYS = ['street', 'city', 'state', 'zipCode', 'country'] as const;

/**
 * The profile update to send (000 §4.5): only the fields that changed, and the whole address
 * when any part of it changed (the server replaces the address as one). Null: nothing changed.
 */
export function buildProfileChanges(
  before: ProfileUpdate,
  after: ProfileUpdate,
): ProfileChanges | null {
  const changes: ProfileChanges = {};
  if (!same(before.name, after.name)) changes.name = after.name;
  if (!same(before.email, after.email)) changes.email = after.email;
  if (!samePhone(before.phone, after.phone)) changes.phone = after.phone ?? '';
  const oldAddress = before.address;
  const newAddress = after.address;
  if (newAddress && ADDRESS_KEYS.some((key) => !same(oldAddress?.[key], newAddress[key]))) {
    changes.address = newAddress;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
