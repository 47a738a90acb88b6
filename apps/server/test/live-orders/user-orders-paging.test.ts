import { describe, expect, it } from 'vitest';
import { createLiveApp } from './live-fixture.ts';

// GET /orders/user stopped at 100 orders: a regular's older orders could not be read at all.
const ctx = await createLiveApp();
const { app } = ctx;

type Listed = { id: string; createdAt: string };

describe('GET /orders/user pages', () => {
  it('returns every order exactly once across pages, newest first', async () => {
    const diner = await ctx.newCustomer('Müdavim');
    const placed = new Set<string>();
    for (let i = 0; i < 230; i++) placed.add((await ctx.placeOrder(diner.headers)).id);

    const seen: Listed[] = [];
    const pages: number[] = [];
    let before: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: '100', ...(before ? { before } : {}) });
      const res = await app.inject({ url: `/api/orders/user?${query}`, headers: diner.headers });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as Listed[];
      pages.push(page.length);
      seen.push(...page);
      if (page.length < 100) break;
      const last = page.at(-1)!;
      before = `${last.createdAt}_${last.id}`;
    }
    expect(pages).toEqual([100, 100, 30]);
    expect(new Set(seen.map((o) => o.id))).toEqual(placed);
    expect(seen.length).toBe(placed.size);
    const times = seen.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a page larger than 100 and a malformed cursor with 400', async () => {
    for (const query of ['limit=101', 'before=yesterday', 'before=2026-11-25T10:00:00.000Z_xyz']) {
      const res = await app.inject({ url: `/api/orders/user?${query}`, headers: ctx.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses a cursor shaped like a date but naming no day with 400, not a 500', async () => {
    // Found by the reliability fuzz: month 81 passed the pattern, then toISOString() threw.
    for (const when of ['2026-99-99T99:99:99Z', '1914-81-94T8:Z']) {
      const query = new URLSearchParams({ before: `${when}_6650f1c2a4b3d5e6f7a8b901` });
      const res = await app.inject({ url: `/api/orders/user?${query}`, headers: ctx.headers });
      expect(res.statusCode, when).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Geçersiz sayfa imleci',
      });
    }
  });
});
