import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@masa/core/staff/staff-permissions';
import { buildApp } from '../src/app.ts';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER } from '../src/db/seed/demo-ids.ts';
import { authorizationMatrix, PERMISSIONS_CHECKED } from './support/authorization-matrix.ts';
import { tableTokenHeader } from './support/diner.ts';
import { recordFigure } from './support/figures.ts';
import { createGuardedObjects } from './support/guarded-objects.ts';
import { createWorld } from './support/world.ts';

// Part 2 of docs/reliability.md: every route with a parameter in its path, taken from Fastify's
// own route table, is classified in support/authorization-matrix.ts; a route nobody classified
// fails the suite. Each is then called by everyone who must not reach the object: 403 or 404,
// and no trace of it in the body.

const world = await createWorld();
const { app } = world;

/**
 * Every route as Fastify adds it (hidden ones too), `GET /api/orders/:orderId`. The diner app's
 * menu pages are added only where the app is built (ADR 062), so the probe gets a built app of
 * one page whether this checkout has run the build or not.
 */
async function routeTable(): Promise<string[]> {
  const routes: string[] = [];
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'masa-routes-'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    // A built app's page names its entry script, which the drawn menu page asks for (ADR 116).
    '<html lang="tr"><head><script type="module" crossorigin src="/customerapp/assets/index.js"></script></head><div id="root"></div></html>',
  );
  const probe = await buildApp({
    config: { ...world.config, webDistDir },
    db: world.db,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    },
  });
  await probe.ready();
  await probe.close();
  rmSync(webDistDir, { recursive: true });
  return [...new Set(routes)];
}

const objects = await createGuardedObjects(world);
const { ids, splitOrder, secrets } = objects;
const order = ids.order;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const { MATRIX, QUERY_IDS, intrudersOf } = authorizationMatrix(world, objects);

/** Query and header parameters of the OpenAPI document that name an object. */
async function queryIds(): Promise<string[]> {
  const doc = (await app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      (op.parameters ?? [])
        .filter(
          (p) =>
            p.in !== 'path' && /(^|-)(business|product|table|order|user)(-?id)?$/i.test(p.name),
        )
        .map((p) => `${method.toUpperCase()} ${path}?${p.name}`),
    ),
  );
}

describe('authorization matrix over the route table', () => {
  it('has a classification for every route with a path parameter, and none for a route that is gone', async () => {
    const routes = (await routeTable()).filter((r) => r.includes('/:'));
    const unclassified = routes.filter((r) => !(r in MATRIX));
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect(unclassified, 'routes with an id the matrix does not classify').toEqual([]);
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
    expect(Object.keys(STAFF_PERMISSIONS).sort()).toEqual([...PERMISSIONS_CHECKED].sort());
    const named = await queryIds();
    expect(
      named.filter((q) => !(q in QUERY_IDS)),
      'ids in queries or headers',
    ).toEqual([]);
    expect(Object.keys(QUERY_IDS).filter((q) => !named.includes(q))).toEqual([]);
  });

  it('answers an intruder naming the object in a query with nothing of it', async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const [query, rule] of Object.entries(QUERY_IDS)) {
      if (!('call' in rule)) continue;
      for (const intruder of rule.by) {
        const res = await app.inject({ url: rule.call, headers: intruder.headers });
        calls += 1;
        const empty = res.statusCode === 200 && res.json().data.length === 0;
        if (
          !([403, 404].includes(res.statusCode) || empty) ||
          secrets.some((x) => res.body.includes(x))
        )
          leaks.push(`${query} by ${intruder.who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    // X-Customer-Access shows the open orders of a table's sitting, but not who placed them,
    // and only to a diner of that sitting (its key, ADR 042): away from the table, with only the
    // printed code, or with the key of last week's sitting at the same table, nothing.
    const tableHeaders = {
      'x-customer-access': 'true',
      'x-business-id': bogaz,
      'x-table-id': splitOrder.tableId,
    };
    const refusedWith: Record<string, Record<string, string>> = {
      'nothing but the table headers': {},
      'the printed code alone': tableTokenHeader(splitOrder.tableId),
      "last week's key to this table": {
        'x-table-session-key': world.lastWeekDiner['x-table-session-key']!,
      },
      "another table's key": {
        'x-table-session-key': world.otherTableDiner['x-table-session-key']!,
      },
    };
    for (const [who, proof] of Object.entries(refusedWith)) {
      const away = await app.inject({
        url: '/api/orders/active',
        headers: { ...tableHeaders, ...proof },
      });
      calls += 1;
      expect(away.statusCode, `${who}: ${away.body}`).toBe(403);
      if (away.body.includes(order)) leaks.push(`anonymous table lookup with ${who} shows it`);
    }
    const anonymous = await app.inject({
      url: '/api/orders/active',
      headers: { ...tableHeaders, ...objects.seated },
    });
    calls += 1;
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.body).toContain(order);
    for (const who of [world.userId, DEMO_CUSTOMER.name, DEMO_CUSTOMER.email])
      if (anonymous.body.includes(who)) leaks.push(`anonymous table lookup shows ${who}`);
    recordFigure({
      part: 'authorization',
      check: 'intruder calls naming the object in a query (+5 anonymous table lookups)',
      count: calls,
      result: `${calls - leaks.length} showed nothing of the owner, ${leaks.length} leaks`,
    });
    expect(leaks).toEqual([]);
  });

  it('refuses every intruder with 403 or 404 (an empty list where the list is the caller’s own) and shows nothing of the object', async () => {
    const leaks: string[] = [];
    let calls = 0;
    let publicRoutes = 0;
    let guarded = 0;
    for (const [route, rule] of Object.entries(MATRIX)) {
      if ('public' in rule) {
        publicRoutes += 1;
        continue;
      }
      guarded += 1;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const intruder of intrudersOf(rule)) {
        const res = await app.inject({
          method,
          url: rule.call.url,
          headers: intruder.headers,
          ...(rule.call.payload ? { payload: rule.call.payload } : {}),
        });
        calls += 1;
        const shown = secrets.filter((s) => res.body.includes(s));
        const refused =
          [403, 404].includes(res.statusCode) ||
          (rule.ownList && res.statusCode === 200 && res.json().data.length === 0);
        if (!refused || shown.length > 0)
          leaks.push(`${route} by ${intruder.who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }

    // Nothing an intruder tried changed anything: the order is as its diner left it.
    const own = await app.inject({
      url: `/api/orders/${order}?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
      headers: world.customer,
    });
    const mine = own.json().data ?? {};
    recordFigure({
      part: 'authorization',
      check: `intruder calls on ${guarded} guarded routes (${publicRoutes} public by design)`,
      count: calls,
      result: `${calls - leaks.length} refused (403/404, or an empty own list), ${leaks.length} leaks; order untouched`,
    });
    expect(leaks).toEqual([]);
    expect(own.statusCode, own.body).toBe(200);
    expect(mine.status).toBe('pending');
    expect(mine.items).toHaveLength(splitOrder.items.length);
    expect(mine.items.every((i: { status: string }) => i.status !== 'cancelled')).toBe(true);
    // And the shared cart's line is as its diner added it.
    const cart = await app.inject({
      url: '/api/tables/sessions/current/cart',
      headers: objects.seated,
    });
    expect(cart.json().data.lines).toMatchObject([{ id: ids.cartLine, quantity: 1 }]);
  });

  it("lets the object's own principals through the same calls (the matrix would otherwise prove nothing)", async () => {
    // A refusal for everyone would pass the test above: the diner reads, the staff read.
    const reads = [
      [`/api/orders/${order}?businessId=${DEMO_BUSINESS_IDS.bogaz}`, world.customer],
      [`/api/orders/${order}/bill`, world.customer],
      [`/api/staff/orders/${order}`, world.bogaz.kitchen],
      // A friend who joined the order's sitting (ADR 042) may read its bill to pay a share.
      [`/api/orders/${order}/bill`, { ...world.otherCustomer, ...objects.seated }],
      // Its diner's own shared-cart line (ADR 043).
      ['/api/tables/sessions/current/cart', objects.seated, ids.cartLine],
      [
        `/api/tables/${splitOrder.tableId}/orders/active?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
        world.customer,
      ],
    ] as [string, Record<string, string>, string?][];
    for (const [url, headers, shows = order] of reads) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body).toContain(shows);
    }
  });
});
