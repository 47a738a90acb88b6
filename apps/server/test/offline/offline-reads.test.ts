import { mayKeepAnswer, OFFLINE_READS, offlineKindOf } from '@masa/core/offline/offline-reads';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// Issue 21 §6 (ADR 047): the diner app's service worker keeps the reads of core's
// OFFLINE_READS and the menu's photos for a phone without a connection. It may, only because
// each is public: answered to anyone, the same bytes whoever asks, nothing personal.

const ctx = await createOrderingApp();
const EGE = DEMO_BUSINESS_IDS.ege;
const TABLE = DEMO_TABLE_IDS.ege[1]!;
const haydari = await ctx.product('ege', 'Haydari');

/** One address of each kept read, as the menu and the checkout ask for it. */
const READS = [
  `/api/products/business/${EGE}`,
  `/api/business/${EGE}/categories`,
  `/api/business/${EGE}`,
  `/api/business/${EGE}/settings`,
  `/api/campaigns/business/${EGE}/public`,
  `/api/products/${haydari.id}`,
  `/api/tables/${TABLE}?business=${EGE}`,
];

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const { app } = ctx;
/** An injected answer's headers, read as a browser's Response reads them. */
const headersOf = (headers: Record<string, unknown>) => ({
  get: (name: string) => {
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : String(value);
  },
});

describe('what the service worker keeps (issue 21 §6)', () => {
  it('the addresses here cover every kept read', () => {
    for (const read of OFFLINE_READS) {
      const matching = READS.filter((url) => read.path.test(new URL(url, 'http://x').pathname));
      expect(matching, read.name).toHaveLength(1);
    }
    for (const url of READS) {
      const { pathname, search } = new URL(url, 'http://x');
      expect(offlineKindOf(pathname, search), url).toBe('menu');
    }
  });

  it.each(READS)(
    '%s is answered to anyone, the same to a signed-in diner at the table and of its sitting',
    async (url) => {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(200);
      const answer = {
        status: anonymous.statusCode,
        headers: headersOf(anonymous.headers),
      };
      expect(mayKeepAnswer(answer, 'application/json')).toBe(true);
      const diner = await get(url, {
        ...ctx.headers,
        ...(await ctx.atTable(TABLE)),
        'x-user-id': ctx.userId,
      });
      expect(diner.statusCode).toBe(200);
      expect(diner.json()).toEqual(anonymous.json());
      // A phone of the table's sitting sends its key on every request (ADR 042).
      const seated = await get(url, (await ctx.joinTable(TABLE, ctx.headers)).headers);
      expect(seated.statusCode).toBe(200);
      expect(seated.json()).toEqual(anonymous.json());
    },
  );

  it('the menu’s photos are public pictures that may be kept', async () => {
    const products = (await get(`/api/products/business/${EGE}`)).json().data as {
      imageUrl: string | null;
    }[];
    const photo = products.find((product) => product.imageUrl)?.imageUrl;
    expect(photo).toBeTruthy();
    expect(offlineKindOf(photo!)).toBe('photo');
    const picture = await get(photo!);
    expect(picture.statusCode).toBe(200);
    const answer = { status: 200, headers: headersOf(picture.headers) };
    expect(mayKeepAnswer(answer, 'image/')).toBe(true);
  });

  it('a person’s reads are not kept, and the server does not answer them to anyone', async () => {
    for (const url of ['/api/orders/user', '/api/orders/active', '/api/customer-users/me']) {
      expect(offlineKindOf(new URL(url, 'http://x').pathname), url).toBeNull();
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, ctx.headers)).statusCode, url).toBe(200);
    }
  });
});
