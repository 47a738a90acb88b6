// Account forms and payloads (000 §3.3, §5.1–§5.3). The same schemas validate the forms in
// the app (react-hook-form) and the bodies on the server, so both show the same message.
// Each field reports one message: its later checks sit behind a pipe, so they run only once
// the field is filled in (a pipe, not `abort`, which would also stop the object's refinements).
import { z } from 'zod';
import { AUTH_MESSAGES as M } from './auth-messages.ts';
import { isAdultBirthDate } from './is-adult-birth-date.ts';
import { normalizePhoneNumber } from './phone-number.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const AVATAR_MAX_BYTES = 2_097_152;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const DEFAULT_COUNTRY = 'Türkiye';
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_FIELD_MAX_LENGTH = 200;

/** A trimmed text that must not be empty: `message` for missing, non-text or empty. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const emailField = (required: string, invalid: string) =>
  requiredText(required).pipe(z.string().regex(z.regexes.email, invalid));

/**
 * A given phone number in its stored spelling, Turkish or E.164 (ADR 080), else phoneInvalid;
 * blank stays blank (the profile's way to remove a phone).
 */
const phoneNumber = z.string().transform((text, ctx) => {
  const phone = text && normalizePhoneNumber(text);
  if (phone !== null) return phone;
  ctx.issues.push({ code: 'custom', message: M.phoneInvalid, input: text });
  return z.NEVER;
});

/** A phone number a diner must give (the phone sign-up): required, then the format. */
export const phoneField = requiredText(M.phoneRequired).pipe(phoneNumber);

export const loginSchema = z.object({
  email: emailField(M.loginEmailRequired, M.loginEmailInvalid),
  password: z.string({ error: M.loginPasswordRequired }).min(1, M.loginPasswordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

type Clock = { now?: () => Date };

/**
 * A field the sign-up no longer asks (ADR 080): absent or blank means not given; anything else
 * must pass `field`, so the API keeps refusing a bad value with the message of 000 §5.2.
 */
const notAsked = <T extends z.ZodType<unknown, string>>(message: string, field: T) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(field.optional());

/**
 * The fields of 000 §5.2. Ordering needs only name, e-mail and password: phone, birth date and
 * address are optional (ADR 080) and checked by the table's rules when they come.
 */
function registrationFields({ now = () => new Date() }: Clock) {
  return {
    name: z
      .string({ error: M.nameTooShort })
      .trim()
      .min(3, M.nameTooShort)
      .max(NAME_MAX_LENGTH, M.nameTooLong),
    email: emailField(M.emailRequired, M.emailInvalid),
    phone: notAsked(M.phoneInvalid, phoneField),
    birthDate: notAsked(
      M.birthDateInvalid,
      z.string().refine((value) => isAdultBirthDate(value, now()), M.birthDateInvalid),
    ),
    address: notAsked(
      M.addressTooShort,
      z.string().min(5, M.addressTooShort).max(ADDRESS_FIELD_MAX_LENGTH, M.addressTooLong),
    ),
    city: notAsked(
      M.cityInvalid,
      z.string().min(2, M.cityInvalid).max(ADDRESS_FIELD_MAX_LENGTH, M.addressTooLong),
    ),
    zipCode: notAsked(M.addressTooLong, z.string().max(20, M.addressTooLong)),
    password: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .pipe(z.string().min(PASSWORD_MIN_LENGTH, M.passwordTooShort)),
  };
}

const hasPasswords = (value: unknown): boolean => {
  const form = value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
};

/**
 * The registration form: what ordering needs (name, e-mail, an optional phone, the password
 * twice) and the terms checkbox; the rest is asked later on the profile (ADR 080).
 */
export function createRegistrationSchema(clock: Clock = {}) {
  const { name, email, phone, password } = registrationFields(clock);
  return z
    .object({
      name,
      email,
      phone,
      password,
      confirmPassword: z.string({ error: M.passwordMismatch }),
      acceptTerms: z.boolean({ error: M.termsRequired }).refine((v) => v, M.termsRequired),
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: M.passwordMismatch,
      path: ['confirmPassword'],
      // Shown alongside the other fields' errors, not only once they are all valid.
      when: (payload) => hasPasswords(payload.value),
    });
}
export const registrationSchema = createRegistrationSchema();
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** POST /customer-users/register (000 §3.3), with the invite code of the invite promotion. */
export function createRegistrationPayloadSchema(clock: Clock = {}) {
  return z.object({
    ...registrationFields(clock),
    inviteCode: z.string().trim().max(64, M.inviteCodeInvalid).optional(),
  });
}
export const registrationPayloadSchema = createRegistrationPayloadSchema();
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

const optionalText = z.string().trim().max(ADDRESS_FIELD_MAX_LENGTH, M.addressTooLong).optional();

/**
 * The profile address (000 §3.1, §2.9). The edit form says postalCode, the API zipCode: both
 * are read, and the result always carries zipCode, with the country defaulting to 'Türkiye'.
 */
export const profileAddressSchema = z
  .object({
    street: optionalText,
    city: optionalText,
    state: optionalText,
    zipCode: optionalText,
    postalCode: optionalText,
    country: optionalText,
  })
  .transform((address) => ({
    street: address.street ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zipCode: address.zipCode || address.postalCode || '',
    country: address.country || DEFAULT_COUNTRY,
  }));
export type ProfileAddress = z.output<typeof profileAddressSchema>;

/** PUT /users/updatedetails and the profile edit form (000 §5.3, §7.2). */
export const profileUpdateSchema = z.object({
  name: requiredText(M.profileNameRequired).pipe(z.string().max(NAME_MAX_LENGTH, M.nameTooLong)),
  email: emailField(M.emailRequired, M.emailInvalid),
  // Blank clears the phone; a given one is stored in one spelling (ADR 080).
  phone: optionalText.pipe(phoneNumber.optional()),
  address: profileAddressSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The avatar file (000 §5.3): checked on the phone before upload and on the server. */
export const avatarFileSchema = z.object({
  size: z.number().max(AVATAR_MAX_BYTES, M.avatarTooLarge),
  type: z.enum(AVATAR_MIME_TYPES, { error: M.avatarWrongType }),
});

/** The first avatar message for a file (size first, as 000 §5.3 lists them), by id, or null. */
export function validateAvatarFile(file: { size: number; type: string }): string | null {
  if (!(file.size <= AVATAR_MAX_BYTES)) return M.avatarTooLarge;
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return M.avatarWrongType;
  return null;
}

/**
 * A guest keeping its account (POST /users/customer/guest/convert, ADR 036): the registration
 * rules of 000 §5.2 for name, e-mail and password, nothing more asked of a diner at a table.
 */
export const keepAccountPayloadSchema = registrationPayloadSchema.pick({
  name: true,
  email: true,
  password: true,
});
export type KeepAccountPayload = z.infer<typeof keepAccountPayloadSchema>;

/** The keep-account form: the payload and the password confirmation. */
export const keepAccountSchema = keepAccountPayloadSchema
  .extend({ confirmPassword: z.string({ error: M.passwordMismatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => hasPasswords(payload.value),
  });
export type KeepAccountInput = z.infer<typeof keepAccountSchema>;
