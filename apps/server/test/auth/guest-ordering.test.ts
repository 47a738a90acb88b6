import { sayRule } from '@masa/core/testing/say-rule';
import { AUTH_MESSAGES as M } from '@masa/core/auth/auth-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { bearer, login, readOutbox, register } from './helpers.ts';

// A diner at a table orders as a guest and may keep the account afterwards (ADR 036): the
// guest is a real account, still needs the table's printed code to order, sees only its own
// orders, and keeps them when it registers.
const ctx = await createOrderingApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const TABLE = DEMO_TABLE_IDS.bogaz[7]!;
const OTHER_TABLE = DEMO_TABLE_IDS.bogaz[8]!;
const cay = await ctx.product('bogaz', 'Çay');
const NOT_AT_TABLE = 'Masada olduğunuz doğrulanamadı. Lütfen masadaki QR kodu yeniden okutun.';

async function newGuest() {
  const res = await app.inject({ method: 'POST', url: '/api/users/customer/guest', payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json().data as { token: string; user: { id: string; isGuest: boolean } };
}

const orderAt = (headers: Record<string, string>, tableId = TABLE) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      businessId: BOGAZ,
      tableId,
      personCount: 1,
      items: [{ productId: cay.id, quantity: 1 }],
    },
  });

const keep = (headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/users/customer/guest/convert',
    headers,
    payload: payload as object,
  });

let counter = 0;
const keepPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Elif Şahin',
  email: `elif.${Date.now()}.${(counter += 1)}@example.com`,
  password: 'gizli123',
  ...overrides,
});

const myOrders = async (token: string) => {
  const res = await app.inject({ url: '/api/orders/user', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((o) => o.id);
};

describe('a guest orders', () => {
  it('only with the table’s printed code: without it a 403 that writes nothing', async () => {
    const guest = await newGuest();
    const before = await db.select().from(orders).where(eq(orders.userId, guest.user.id));
    const refused = await orderAt(bearer(guest.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'TABLE_TOKEN_REQUIRED', message: NOT_AT_TABLE });
    const wrong = await orderAt({ ...bearer(guest.token), ...(await ctx.atTable(OTHER_TABLE)) });
    expect(wrong.statusCode).toBe(403);
    expect(await db.select().from(orders).where(eq(orders.userId, guest.user.id))).toEqual(before);

    const placed = await orderAt({ ...bearer(guest.token), ...(await ctx.atTable(TABLE)) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      customer: { userId: guest.user.id, name: 'Misafir', email: null },
      tableId: TABLE,
    });
    expect(await myOrders(guest.token)).toEqual([placed.json().data.id]);
  });

  it("cannot read another diner's order, its bill or its list", async () => {
    const diner = await newGuest();
    const placed = await orderAt({ ...bearer(diner.token), ...(await ctx.atTable(TABLE)) });
    const orderId = placed.json().data.id as string;
    const stranger = await newGuest();
    for (const url of [
      `/api/orders/${orderId}?businessId=${BOGAZ}`,
      `/api/orders/${orderId}/bill`,
    ]) {
      const res = await app.inject({ url, headers: bearer(stranger.token) });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(diner.user.id);
    }
    expect(await myOrders(stranger.token)).toEqual([]);
    // The owner reads it.
    const own = await app.inject({
      url: `/api/orders/${orderId}?businessId=${BOGAZ}`,
      headers: bearer(diner.token),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/users/customer/guest/convert', () => {
  it('turns the guest into a customer with the same id, its orders kept', async () => {
    const guest = await newGuest();
    const placed = await orderAt({ ...bearer(guest.token), ...(await ctx.atTable(TABLE)) });
    const payload = keepPayload();

    const res = await keep(bearer(guest.token), payload);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({
      id: guest.user.id,
      name: 'Elif Şahin',
      email: payload.email,
      isGuest: false,
    });
    expect(res.json().message).toContain('Hesabınız kaydedildi');
    expect(await myOrders(token)).toEqual([placed.json().data.id]);

    // The guest's token said "guest": its session ended with the change.
    const old = await app.inject({ url: '/api/customer-users/me', headers: bearer(guest.token) });
    expect(old.statusCode).toBe(401);

    // The e-mail and password sign in to the same account, and the address gets its link.
    const signedIn = await login(app, payload.email, payload.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.id).toBe(guest.user.id);
    const mail = (await readOutbox(app)).find((m) => m.to === payload.email);
    expect(mail?.text).toContain('/verify');
  });

  it('keeps a guest once: a second try, or a registered customer, is a 409', async () => {
    const guest = await newGuest();
    const first = await keep(bearer(guest.token), keepPayload());
    const kept = first.json().data.token as string;
    const again = await keep(bearer(kept), keepPayload());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'NOT_A_GUEST',
      message: 'Bu hesap zaten kayıtlı. Misafir hesabı değil.',
    });
    const customer = await register(app);
    const refused = await keep(bearer(customer.token), keepPayload());
    expect(refused.statusCode).toBe(409);
    const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.email).toBe(customer.email);
  });

  it('refuses a taken e-mail and leaves the guest a guest', async () => {
    const customer = await register(app);
    const guest = await newGuest();
    const res = await keep(
      bearer(guest.token),
      keepPayload({ email: customer.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'EMAIL_TAKEN',
      message: 'Bu e-posta adresi zaten kullanılıyor (email already registered)',
    });
    const [row] = await db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row).toMatchObject({ isGuest: true, email: null, passwordHash: null });
    // Its session still works.
    const me = await app.inject({ url: '/api/customer-users/me', headers: bearer(guest.token) });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, sayRule(M.emailRequired)],
    [{ email: 'elif@' }, sayRule(M.emailInvalid)],
    [{ password: '123' }, sayRule(M.passwordTooShort)],
    [{ password: undefined }, sayRule(M.passwordRequired)],
    [{ name: 'El' }, sayRule(M.nameTooShort)],
    [{ name: 42 }, sayRule(M.nameTooShort)],
  ])('answers 400 with the form’s message for %j and changes nothing', async (change, message) => {
    const guest = await newGuest();
    const res = await keep(bearer(guest.token), keepPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row).toMatchObject({ isGuest: true, email: null });
  });

  it('needs a signed-in guest and a body: no token is a 401, no body a 400', async () => {
    const anonymous = await keep({}, keepPayload());
    expect(anonymous.statusCode).toBe(401);
    const noBody = await keep(bearer((await newGuest()).token), undefined);
    expect(noBody.statusCode).toBe(400);
  });
});
