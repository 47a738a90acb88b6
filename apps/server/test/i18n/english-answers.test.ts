import { describe, expect, it } from 'vitest';
import { serverEnglish } from '../../src/lib/english/server-english.ts';
import { requestLanguage } from '../../src/i18n/request-language.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { registrationPayload } from '../auth/helpers.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

// Issue 21 §1 (ADR 046): a request that asks for English gets the English of the messages a
// diner sees; any other request gets the Turkish of the contract.
const ctx = await createLiveApp();
const { app, headers } = ctx;
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

const callWaiter = (orderId: string, extra: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/waiter/call`,
    headers: { ...headers, ...extra },
    payload: {
      businessId: DEMO_BUSINESS_IDS.bogaz,
      reason: 'general_assistance',
      timestamp: new Date().toISOString(),
    },
  });

describe('the language of a request (Accept-Language)', () => {
  it('is the first of Turkish and English by weight, Turkish when neither or nothing is asked', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('en-US,en;q=0.9')).toBe('en');
    expect(requestLanguage('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(requestLanguage('de-DE,en;q=0.5,tr;q=0.7')).toBe('tr');
    expect(requestLanguage('de-DE,fr;q=0.5')).toBe('tr');
    expect(requestLanguage('tr;q=0,en;q=0.1')).toBe('en');
    expect(requestLanguage(undefined)).toBe('tr');
  });

  it('reads every catalog entry back but the one a pattern reads', () => {
    // The campaign minimum formats its amount: core's pattern reads it (its own test).
    expect(serverEnglish.unreadable).toEqual(['#6.minimum']);
  });
});

describe('answers to an English request (ADR 046)', () => {
  it("says the waiter call's success and its refusal in English, in Turkish to a Turkish phone", async () => {
    const order = await ctx.placeOrder(headers, { table: 2 });
    const first = await callWaiter(order.id, EN);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(
      'Your waiter call has been received. Someone will come to your table shortly.',
    );
    const again = await callWaiter(order.id, EN);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('The waiter has already been called, please wait.');
    const turkish = await callWaiter(order.id, { 'accept-language': 'tr-TR' });
    expect(turkish.json().message).toBe('Garson zaten çağrıldı, lütfen bekleyin.');
  });

  it('says a refused sign-in, an unknown order of the bill and an unknown address in English', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/customer-users/login',
      headers: { ...EN, 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'nobody-here@example.com', password: 'yanlis-sifre' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('The e-mail address or password is wrong.');

    const bill = await app.inject({
      method: 'POST',
      url: '/api/orders/0123456789abcdef01234567/request-bill',
      headers: { ...headers, ...EN },
      payload: {},
    });
    expect(bill.statusCode).toBe(404);
    expect(bill.json().message).toBe('No order was found to ask the bill for.');

    const nowhere = await app.inject({ url: '/api/no-such-thing', headers: EN });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('The requested resource was not found');
  });

  it("says a form's validation in English, each field's message too, and in Turkish by default", async () => {
    const payload = registrationPayload({ email: 'not-an-email', password: '1' });
    const english = await app.inject({
      method: 'POST',
      url: '/api/customer-users/register',
      headers: EN,
      payload,
    });
    const turkish = await app.inject({
      method: 'POST',
      url: '/api/customer-users/register',
      payload,
    });
    expect(english.statusCode).toBe(400);
    expect(turkish.statusCode).toBe(400);
    const en = english.json() as { message: string; errors: { field: string; message: string }[] };
    const tr = turkish.json() as typeof en;
    expect(en.errors.map((e) => e.field)).toEqual(tr.errors.map((e) => e.field));
    expect(en.errors.length).toBeGreaterThan(0);
    for (const [index, field] of en.errors.entries()) {
      expect(field.message).not.toBe(tr.errors[index]!.message);
      expect(field.message).toBe(serverEnglish(tr.errors[index]!.message));
      expect(field.message).not.toMatch(/[çğıöşüİ]/);
    }
    expect(en.message).toBe(en.errors[0]!.message);
  });
});

describe('an idempotent answer replayed (ADR 105)', () => {
  it("is stored without a language and said in the replaying request's own", async () => {
    const order = await ctx.placeOrder(headers, { table: 3 });
    const key = { 'idempotency-key': `waiter-${order.id}` };
    const first = await callWaiter(order.id, { 'accept-language': 'tr-TR', ...key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(
      'Garson çağrı talebiniz alındı. En kısa sürede masanıza gelinecek.',
    );

    const english = await callWaiter(order.id, { ...EN, ...key });
    expect(english.statusCode).toBe(201);
    expect(english.headers['idempotent-replayed']).toBe('true');
    expect(english.json().message).toBe(
      'Your waiter call has been received. Someone will come to your table shortly.',
    );
    expect(english.json().data).toEqual(first.json().data);

    const turkish = await callWaiter(order.id, { 'accept-language': 'tr-TR', ...key });
    expect(turkish.headers['idempotent-replayed']).toBe('true');
    expect(turkish.body).toBe(first.body);
  });
});
