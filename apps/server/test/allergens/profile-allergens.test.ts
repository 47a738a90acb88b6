import { sayRule } from '@masa/core/testing/say-rule';
import { ALLERGEN_MESSAGES as M } from '@masa/core/allergens/allergens.schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// Issue 21 §5 (ADR 045): a signed-in diner's avoided allergens are saved on the account.
const ctx = await createOrderingApp();
const { app, db } = ctx;

const save = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/users/allergens', headers, payload: payload as object });
const stored = async (userId: string) =>
  (await db.select().from(users).where(eq(users.id, userId)))[0]?.avoidedAllergens;

describe('PUT /api/users/allergens', () => {
  it('saves the choice on the account, in the list’s order, and /me answers it', async () => {
    const diner = await ctx.newCustomer('Elif Kaya');
    const res = await save(diner.headers, { avoidedAllergens: ['sesame', 'milk'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Alerjen tercihleriniz kaydedildi',
      data: { id: diner.id, avoidedAllergens: ['milk', 'sesame'] },
    });
    const me = await app.inject({ url: '/api/customer-users/me', headers: diner.headers });
    expect(me.json().data.avoidedAllergens).toEqual(['milk', 'sesame']);

    // The next choice replaces it; an empty one clears it.
    await save(diner.headers, { avoidedAllergens: ['gluten'] });
    expect(await stored(diner.id)).toEqual(['gluten']);
    expect((await save(diner.headers, { avoidedAllergens: [] })).statusCode).toBe(200);
    expect(await stored(diner.id)).toEqual([]);
  });

  it('refuses what is not a list of known codes with a Turkish message and writes nothing', async () => {
    const diner = await ctx.newCustomer('Can Demir');
    await save(diner.headers, { avoidedAllergens: ['fish'] });
    const refused: [unknown, string][] = [
      [{ avoidedAllergens: ['Süt'] }, sayRule(M.unknown)],
      [{ avoidedAllergens: ['fish', 'peanut'] }, sayRule(M.unknown)],
      [{ avoidedAllergens: ['milk', 'milk'] }, sayRule(M.repeated)],
      [{ avoidedAllergens: 'milk' }, sayRule(M.list)],
      [{ avoidedAllergens: [null] }, sayRule(M.unknown)],
      [{}, sayRule(M.list)],
    ];
    for (const [payload, message] of refused) {
      const res = await save(diner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(sayRule(M.unknown)).toMatch(
      /^Alerjen listede yok\. Geçerli değerler: gluten \(Gluten\)/,
    );
    expect(await stored(diner.id)).toEqual(['fish']);
  });

  it('is for a signed-in diner only: 401 without a token', async () => {
    const res = await save({}, { avoidedAllergens: ['milk'] });
    expect(res.statusCode).toBe(401);
  });
});

describe('the demo menu and the migration of free texts', () => {
  it('answers allergen codes for every dish of the demo menus', async () => {
    const menemen = await ctx.product('bogaz', 'Menemen');
    const res = await app.inject({ url: `/api/products/business/${menemen.businessId}` });
    const dishes = res.json().data as { name: string; allergens: string[] }[];
    expect(dishes.find((d) => d.name === 'Menemen')?.allergens).toEqual(['eggs', 'milk']);
    const codes = new Set(dishes.flatMap((d) => d.allergens));
    expect([...codes].every((code) => /^[a-z]+$/.test(code))).toBe(true);
    expect(codes).toContain('gluten');
  });

  it('reads the Turkish and English names a menu wrote as codes (migration diner-allergens)', async () => {
    const codes = async (name: string) =>
      (await db.execute<{ c: string[] }>(sql`select allergen_codes(${name}) as c`)).rows[0]?.c;
    expect(await codes('süt')).toEqual(['milk']);
    expect(await codes('  Kabuklu  Yemiş ')).toEqual(['nuts']);
    expect(await codes('YUMUŞAKÇALAR')).toEqual(['molluscs']);
    expect(await codes('BALIK')).toEqual(['fish']);
    expect(await codes('Sülfit')).toEqual(['sulphites']);
    expect(await codes('ceviz')).toEqual(['nuts']);
    expect(await codes('Milk')).toEqual(['milk']);
    expect((await codes('fıstık'))?.sort()).toEqual(['nuts', 'peanuts']);
    expect(await codes('acı')).toEqual([]);
  });
});
