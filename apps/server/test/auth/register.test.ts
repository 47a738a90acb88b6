import { sayRule } from '@masa/core/testing/say-rule';
import { AUTH_MESSAGES as M } from '@masa/core/auth/auth-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { bearer, linkFromOutbox, register, registrationPayload } from './helpers.ts';

const { app, db } = await createTestApp();
const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/customer-users/register', payload: payload as object });

describe('POST /api/customer-users/register', () => {
  it('creates the customer and answers token, refreshToken and the public user', async () => {
    const payload = registrationPayload();
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    const { token, refreshToken, user } = body.data;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      _id: user.id,
      name: 'Ayşe Demir',
      email: payload.email,
      role: 'customer',
      userType: 'customer',
      business: null,
      phone: '+905551234567',
      birthDate: '1990-05-17',
      address: {
        street: 'Bağdat Caddesi No 12',
        city: 'İstanbul',
        zipCode: '34728',
        postalCode: '34728',
        country: 'Türkiye',
        state: '',
      },
      avatar: null,
      isGuest: false,
      emailVerified: false,
      loyaltyPoints: 0,
      favoriteProducts: [],
      paymentMethods: [],
    });
    expect(user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|gizli123/);

    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
    expect(me.json().data.email).toBe(payload.email);
  });

  it('creates an account from the short form: name, e-mail and password (ADR 080)', async () => {
    const { email } = registrationPayload();
    const res = await post({ name: 'Jane Walker', email, password: 'gizli123', phone: '' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({ name: 'Jane Walker', email, phone: null, birthDate: null });
    expect(user.address).toMatchObject({ street: '', city: '', zipCode: '' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phone: null, birthDate: null, address: null });
  });

  it("stores a tourist's phone in E.164 and a Turkish one as +90 and ten digits", async () => {
    const res = await post(registrationPayload({ phone: '+44 7911 123456' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.phone).toBe('+447911123456');
    const [row] = await db.select().from(users).where(eq(users.id, res.json().data.user.id));
    expect(row?.phone).toBe('+447911123456');
  });

  it.each([
    ['name', { name: 'Al ' }, sayRule(M.nameTooShort)],
    ['email missing', { email: '' }, sayRule(M.emailRequired)],
    ['email pattern', { email: 'ayse@' }, sayRule(M.emailInvalid)],
    ['phone format', { phone: '12345' }, sayRule(M.phoneInvalid)],
    ['foreign phone without +', { phone: '44 7911 123456' }, sayRule(M.phoneInvalid)],
    ['foreign phone too long', { phone: '+44 7911 123456 78901' }, sayRule(M.phoneInvalid)],
    [
      'under 18',
      { birthDate: `${new Date().getFullYear() - 17}-01-01` },
      sayRule(M.birthDateInvalid),
    ],
    ['birth date in the future', { birthDate: '2999-01-01' }, sayRule(M.birthDateInvalid)],
    ['address', { address: ' abc ' }, sayRule(M.addressTooShort)],
    ['city', { city: 'A' }, sayRule(M.cityInvalid)],
    ['zip code', { zipCode: '1'.repeat(21) }, sayRule(M.addressTooLong)],
    ['password missing', { password: '' }, sayRule(M.passwordRequired)],
    ['password short', { password: '12345' }, sayRule(M.passwordTooShort)],
    ['name of the wrong type', { name: 42 }, sayRule(M.nameTooShort)],
    ['phone of the wrong type', { phone: 5551234567 }, sayRule(M.phoneInvalid)],
  ])('refuses a bad %s with the message of 000 §5.2', async (_label, change, message) => {
    const payload = registrationPayload(change);
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    const [row] = await db.select().from(users).where(eq(users.email, payload.email));
    expect(row).toBeUndefined();
  });

  it('refuses a payload with every field missing, listing each field it needs', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(['email', 'name', 'password']);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer-users/register',
      headers: { 'content-type': 'application/json' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a taken e-mail (in any case) with 409 and a message the app maps', async () => {
    const first = registrationPayload();
    expect((await post(first)).statusCode).toBe(201);
    const res = await post(registrationPayload({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    const { message } = res.json();
    expect(message).toMatch(/email/i);
    expect(message).toMatch(/already/i);
    expect(message).toContain('Bu e-posta adresi zaten kullanılıyor');
  });

  it('registers only one of two simultaneous sign-ups with one e-mail', async () => {
    const payload = registrationPayload();
    const answers = await Promise.all([post(payload), post(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('credits the inviter 50 points once per invited friend', async () => {
    const inviter = await register(app);
    const code = inviter.user.inviteCode as string;
    await register(app, { inviteCode: code.toLowerCase() });
    await register(app, { inviteCode: code });
    const [row] = await db.select().from(users).where(eq(users.id, inviter.user.id));
    expect(row?.loyaltyPoints).toBe(100);

    const friend = await register(app, { inviteCode: code });
    const [friendRow] = await db.select().from(users).where(eq(users.id, friend.user.id));
    expect(friendRow?.invitedByUserId).toBe(inviter.user.id);
    expect(friendRow?.inviteRewardedAt).toBeInstanceOf(Date);
    expect(friend.user.loyaltyPoints).toBe(0);
  });

  it('registers anyway with an unknown invite code, crediting nobody', async () => {
    const res = await post(registrationPayload({ inviteCode: 'NOSUCH22' }));
    expect(res.statusCode).toBe(201);
  });

  it('sends a verification link that verifies the address once, then says it is verified', async () => {
    const { email, token } = await register(app);
    const link = await linkFromOutbox(app, email, '/customerapp/verify');
    const verifyToken = link.searchParams.get('token');
    expect(verifyToken).toBeTruthy();

    const res = await app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken!)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { email, verified: true, alreadyVerified: false } });
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
    expect(me.json().data.emailVerified).toBe(true);

    const again = await app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent(verifyToken!)}`,
    });
    expect(again.json()).toMatchObject({ data: { alreadyVerified: true } });
  });

  it('refuses a made-up or missing verification token', async () => {
    const bad = await app.inject({ url: '/api/auth/verify-email?token=not-a-real-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Doğrulama bağlantısı geçersiz veya süresi dolmuş.');
    const missing = await app.inject({ url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
  });
});
