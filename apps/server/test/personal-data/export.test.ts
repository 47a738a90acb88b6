import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { createTestApp } from '../app.ts';
import { bearer, register } from '../auth/helpers.ts';
import { seedBusiness, seedPaidOrder } from './seed-diner.ts';

// Issue 35 §5 (KVKK 6698 art. 11, ADR 090): 'Verilerimi indir' gives the diner every row kept
// about them as a JSON file, and nothing of anybody else. Limits at their real size.
const { app, db } = await createTestApp({ RATE_LIMIT_SCALE: '1' });
const place = await seedBusiness(db);

const exportOf = (token: string) =>
  app.inject({ url: '/api/users/me/export', headers: bearer(token) });

describe('GET /api/users/me/export', () => {
  it("answers the diner's own profile, orders with lines and payments, reviews and sessions as an attachment, and nothing of another diner", async () => {
    const me = await register(app, { name: 'Zeynep Kaya' });
    const other = await register(app, { name: 'Başka Müşteri', phone: '0533 999 8877' });
    const mine = await seedPaidOrder(db, place, {
      id: me.user.id,
      name: 'Zeynep Kaya',
      email: me.email,
    });
    const theirs = await seedPaidOrder(db, place, {
      id: other.user.id,
      name: 'Başka Müşteri',
      email: other.email,
      phone: '0533 999 8877',
    });

    // A shared cart's order carries the other diners' allergy notes for the kitchen: theirs.
    await db
      .update(orders)
      .set({ partyAvoidedAllergens: ['peanuts'], placedByStaffName: 'Garson Mehmet' })
      .where(eq(orders.id, mine));

    const res = await exportOf(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="masa-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, name: 'Zeynep Kaya', email: me.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([mine]);
    expect(data.orders[0].lines).toMatchObject([
      { name: 'Adana Kebap', quantity: 2, unitPrice: 12_500 },
    ]);
    expect(data.orders[0].payments).toMatchObject([
      { amount: 25_000, tipAmount: 2_000, method: 'cash' },
    ]);
    expect(data.reviews).toMatchObject([{ orderId: mine, rating: 5 }]);
    expect(data.favorites).toEqual({ products: [] });
    expect(data.consents.termsAndPrivacyNotice.acceptedAt).toBeTruthy();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(
      ['expiresAt', 'issuedAt', 'revokedAt', 'sessionId', 'usedAt', 'userAgent'].sort(),
    );
    // Nothing of the other diner: not their id, order, name, address, phone or token.
    for (const secret of [
      other.user.id,
      theirs,
      'Başka Müşteri',
      other.email,
      '0533 999 8877',
      other.refreshToken,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain(me.refreshToken);
    expect(res.body).not.toContain('peanuts');
    expect(res.body).not.toContain('Garson Mehmet');
  });

  it('refuses a fourth export within a quarter hour with 429 and Retry-After', async () => {
    const me = await register(app);
    for (let i = 0; i < 3; i += 1) expect((await exportOf(me.token)).statusCode).toBe(200);
    const refused = await exportOf(me.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a signed-in diner', async () => {
    expect((await app.inject('/api/users/me/export')).statusCode).toBe(401);
  });
});
