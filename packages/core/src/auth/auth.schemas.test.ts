import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sayRule } from '../testing/say-rule.ts';
import {
  createRegistrationPayloadSchema,
  createRegistrationSchema,
  loginSchema,
  profileUpdateSchema,
  validateAvatarFile,
  avatarFileSchema,
} from './auth.schemas.ts';

/** The message of each failing field, as a form shows them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues)
    byField[issue.path.join('.') || '_'] ??= sayRule(issue.message);
  return byField;
}

const now = () => new Date('2025-06-10T09:00:00Z');
const registration = createRegistrationSchema({ now });
const valid = {
  name: '  Ayşe Yılmaz ',
  email: 'ayse@example.com',
  phone: '+90 532 123 4567',
  birthDate: '2007-06-10',
  address: 'Moda Cad. 12',
  city: 'İstanbul',
  zipCode: '34710',
  password: 'gizli1',
  confirmPassword: 'gizli1',
  acceptTerms: true,
};

describe('loginSchema (000 §5.1)', () => {
  it('asks for both fields, then a valid e-mail', () => {
    expect(messages(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'Lütfen e-posta adresinizi girin.',
      password: 'Lütfen şifrenizi girin.',
    });
    expect(messages(loginSchema, {})).toEqual({
      email: 'Lütfen e-posta adresinizi girin.',
      password: 'Lütfen şifrenizi girin.',
    });
    expect(messages(loginSchema, { email: 'ayse@', password: 'x' })).toEqual({
      email: 'Lütfen geçerli bir e-posta adresi girin.',
    });
    expect(loginSchema.parse({ email: ' ayse@example.com ', password: 'x' }).email).toBe(
      'ayse@example.com',
    );
  });
});

describe('registration (000 §5.2)', () => {
  const payload = createRegistrationPayloadSchema({ now });
  const { confirmPassword: _c, acceptTerms: _a, ...body } = valid;

  it('accepts a valid form, trimmed', () => {
    expect(registration.parse(valid).name).toBe('Ayşe Yılmaz');
  });

  it('asks only what ordering needs, one message per field (ADR 080)', () => {
    const emptyForm = {
      ...{ name: '', email: '', phone: '', password: '' },
      ...{ acceptTerms: false, confirmPassword: 'x' },
    };
    expect(registration.safeParse(emptyForm).error?.issues).toHaveLength(5);
    expect(messages(registration, emptyForm)).toEqual({
      name: 'Ad soyad en az 3 karakter olmalıdır',
      email: 'E-posta adresi gerekli',
      password: 'Şifre gerekli',
      confirmPassword: 'Şifreler eşleşmiyor',
      acceptTerms: 'Kullanım şartlarını ve veri politikasını kabul etmelisiniz',
    });
    const wrong = {
      ...valid,
      name: ' Al ',
      email: 'ayse.example.com',
      phone: '532 12 34',
      password: 'kısa',
      confirmPassword: 'kısa!',
    };
    expect(messages(registration, wrong)).toEqual({
      name: 'Ad soyad en az 3 karakter olmalıdır',
      email: 'Geçerli bir e-posta adresi girin',
      phone: 'Geçerli bir telefon numarası girin',
      password: 'Şifre en az 6 karakter olmalıdır',
      confirmPassword: 'Şifreler eşleşmiyor',
    });
  });

  it('takes the short form and leaves the rest out, a blank field counting as not given', () => {
    const short = { name: 'Ayşe', email: 'a@b.co', password: 'gizli1' };
    expect(payload.parse(short)).toEqual(short);
    const blanks = { phone: ' ', birthDate: '', address: '', city: '', zipCode: '' };
    expect(payload.parse({ ...short, ...blanks })).toEqual(short);
    expect(registration.parse({ ...short, confirmPassword: 'gizli1', acceptTerms: true })).toEqual({
      ...short,
      confirmPassword: 'gizli1',
      acceptTerms: true,
    });
  });

  it.each(['05321234567', '5321234567', '+905321234567', '0532-123-4567', '0 532 123 4567'])(
    'accepts the phone %s as +905321234567',
    (phone) => expect(registration.parse({ ...valid, phone }).phone).toBe('+905321234567'),
  );

  it("accepts a tourist's number in E.164 (ADR 080)", () => {
    expect(payload.parse({ ...body, phone: '+44 7911 123456' }).phone).toBe('+447911123456');
    expect(registration.parse({ ...valid, phone: '+1 415 555 2671' }).phone).toBe('+14155552671');
  });

  it.each(['0532 123 45 67', '+90 532 123 45', '532123456', '(532) 123 4567', 'telefon'])(
    'refuses the phone %s',
    (phone) =>
      expect(messages(registration, { ...valid, phone })).toEqual({
        phone: 'Geçerli bir telefon numarası girin',
      }),
  );

  it.each(['2030-01-01', '2007-02-30', '10.06.2000', '1850-01-01', '2007-06-11'])(
    'refuses the birth date %s when it is given',
    (birthDate) =>
      expect(messages(payload, { ...body, birthDate })).toEqual({
        birthDate: 'Geçerli bir doğum tarihi girin (18 yaş ve üzeri)',
      }),
  );

  it('checks an address, a city and a zip code when they are given', () => {
    expect(
      messages(payload, { ...body, address: ' Moda ', city: 'X', zipCode: '1'.repeat(21) }),
    ).toEqual({
      address: 'Geçerli bir adres girin (en az 5 karakter)',
      city: 'Geçerli bir şehir adı girin',
      zipCode: expect.any(String),
    });
    expect(messages(payload, { ...body, phone: 5551234567 })).toEqual({
      phone: 'Geçerli bir telefon numarası girin',
    });
  });

  it("counts age on Istanbul's calendar day", () => {
    // 21:30Z on 9 June is already 10 June in Istanbul.
    const lateEvening = createRegistrationPayloadSchema({
      now: () => new Date('2025-06-09T21:30:00Z'),
    });
    expect(messages(lateEvening, body)).toEqual({});
  });

  it('uses the same rules for the API payload, with an optional invite code', () => {
    expect(payload.parse({ ...body, inviteCode: 'ABC123' }).inviteCode).toBe('ABC123');
    expect(messages(payload, { ...body, email: 'x' })).toEqual({
      email: 'Geçerli bir e-posta adresi girin',
    });
    expect(messages(payload, { name: 'Ayşe' })).toMatchObject({ password: 'Şifre gerekli' });
  });
});

describe('profile (000 §5.3)', () => {
  it('needs name and e-mail; a given phone is Turkish or E.164, stored in one spelling', () => {
    expect(messages(profileUpdateSchema, { name: ' ', email: '' })).toEqual({
      name: 'Ad soyad gerekli',
      email: 'E-posta adresi gerekli',
    });
    expect(messages(profileUpdateSchema, { name: 'Ayşe', email: 'a@b.co', phone: '12' })).toEqual({
      phone: 'Geçerli bir telefon numarası girin',
    });
    expect(profileUpdateSchema.parse({ name: 'Ayşe', email: 'a@b.co', phone: '' }).phone).toBe('');
    const tourist = { name: 'Jane', email: 'j@b.co', phone: ' +44 7911 123456 ' };
    expect(profileUpdateSchema.parse(tourist).phone).toBe('+447911123456');
    expect(profileUpdateSchema.parse({ ...tourist, phone: '0532 123 4567' }).phone).toBe(
      '+905321234567',
    );
  });

  it('reads postalCode as zipCode and defaults the country to Türkiye', () => {
    const address = {
      street: 'Moda Cad. 12',
      city: 'İstanbul',
      state: 'Kadıköy',
      postalCode: '34710',
    };
    expect(profileUpdateSchema.parse({ name: 'Ayşe', email: 'a@b.co', address }).address).toEqual({
      ...{ street: 'Moda Cad. 12', city: 'İstanbul', state: 'Kadıköy' },
      zipCode: '34710',
      country: 'Türkiye',
    });
  });

  it('takes avatars up to 2097152 bytes of JPEG, PNG or GIF', () => {
    const tooLarge = "Profil fotoğrafı 2MB'dan küçük olmalıdır";
    const wrongType = 'Lütfen JPEG, PNG veya GIF formatında bir resim yükleyin';
    expect(validateAvatarFile({ size: 2_097_152, type: 'image/gif' })).toBeNull();
    expect(sayRule(validateAvatarFile({ size: 2_097_153, type: 'image/png' })!)).toBe(tooLarge);
    expect(sayRule(validateAvatarFile({ size: 1000, type: 'image/webp' })!)).toBe(wrongType);
    expect(messages(avatarFileSchema, { size: 3e6, type: 'application/pdf' })).toEqual({
      size: tooLarge,
      type: wrongType,
    });
  });
});
