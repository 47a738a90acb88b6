import { describe, expect, it } from 'vitest';
import { createLiveApp } from './live-fixture.ts';

// Issue 16 §4: the kitchen display filters by station; a product's station is its category's.
const ctx = await createLiveApp();
const { app } = ctx;

describe('GET /api/staff/stations', () => {
  it("answers the business's stations and where each of its dishes is made", async () => {
    const res = await app.inject({
      url: '/api/staff/stations',
      headers: await ctx.staffHeaders('bogaz', 'kitchen'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { stations, productStations } = res.json().data;
    expect(stations).toEqual(['Mutfak', 'Bar']);
    expect(productStations[ctx.menemen.id]).toBe('Mutfak');
    expect(productStations[ctx.cay.id]).toBe('Bar');
    expect(productStations[ctx.haydari.id]).toBeUndefined();
  });

  it('needs a staff token', async () => {
    expect(
      (await app.inject({ url: '/api/staff/stations', headers: ctx.headers })).statusCode,
    ).toBe(403);
  });
});
