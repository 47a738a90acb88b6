import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../src/db/seed/demo-ids.ts';
import { recordFigure } from './support/figures.ts';
import { FITTING, requestsFor } from './support/fuzz-requests.ts';
import { operationsOf, type IdPool } from './support/openapi-arbitraries.ts';
import { createWorld } from './support/world.ts';

// Part 1 of docs/reliability.md: every operation of the OpenAPI document, called with values
// that fit its schemas and with broken ones, by four kinds of caller. No answer may be a 5xx.

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

// Limits stay on, but high enough that a 429 never hides what the handler would answer.
const world = await createWorld({ RATE_LIMIT_SCALE: '1000000' });
const { app, db } = world;

/** Objects of every kind, so generated ids name real rows too. */
async function idPool(): Promise<IdPool> {
  const order = await world.order();
  const other = await world.order(world.otherTableDiner, { slug: 'bogaz', table: 5 });
  const bill = (orderId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/request-bill`,
      headers: world.customer,
      payload,
    });
  await bill(order.id, {
    isSplitBill: true,
    paymentMethod: 'cash',
    selectedItems: { [order.items[0]!.id]: 1 },
  });
  await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/messages`,
    headers: world.customer,
    payload: { message: 'Su alabilir miyiz?' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/waiter/call`,
    headers: world.customer,
    payload: {},
  });
  await bill(other.id, {});
  const rows: Record<string, string[]> = {};
  for (const table of [
    'orders',
    'order_items',
    'products',
    'categories',
    'split_bill_requests',
    'bill_requests',
    'waiter_calls',
    'order_messages',
    'users',
    'staff_accounts',
  ]) {
    // The first business's rows first (a table without business_id: in insertion order).
    const byBusiness = ['orders', 'products', 'categories', 'staff_accounts'].includes(table);
    const { rows: found } = await db.$client.query<{ id: string }>(
      `SELECT id FROM ${table} ${byBusiness ? 'WHERE business_id = $1' : ''} LIMIT 12`,
      byBusiness ? [DEMO_BUSINESS_IDS.bogaz] : [],
    );
    rows[table] = found.map((r) => r.id);
  }
  const qrCodes = (
    await db.$client.query<{ qr_code: string }>('SELECT qr_code FROM tables LIMIT 6')
  ).rows.map((r) => r.qr_code);
  return {
    businessIds: Object.values(DEMO_BUSINESS_IDS),
    tableIds: [...DEMO_TABLE_IDS.bogaz.slice(0, 6), DEMO_TABLE_IDS.ege[0]!],
    rows,
    qrCodes,
  };
}

/** A JWT with `alg: none` claiming to be the first business's owner. */
function unsignedToken() {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    typ: 'staff',
    staffId: 'x',
    businessId: DEMO_BUSINESS_IDS.bogaz,
    role: 'owner',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.`;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers ${REQUESTS.toLocaleString('en-US')}+ generated and broken requests without a 5xx, and stays healthy`, async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const operations = operationsOf(doc);
    const ids = await idPool();
    // "forged" takes turns: a token signed with another secret, one signed with nothing
    // (alg none) naming a staff owner, and a bearer that is no token at all.
    const forgeries = [
      world.forged,
      { authorization: `Bearer ${unsignedToken()}` },
      { authorization: 'Bearer a.b.c' },
      { authorization: 'Bearer' },
    ];
    const callers = {
      none: () => ({}),
      forged: (i: number) => forgeries[i % forgeries.length]!,
      customer: () => world.customer,
      // Staff take turns too: owner, manager, waiter, kitchen of the first business.
      staff: (i: number) => Object.values(world.bogaz)[i % 4]!,
    };
    const perCaller = Math.ceil(REQUESTS / (operations.length * Object.keys(callers).length));

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const kinds = new Map<string, number>();
    let sent = 0;
    let limited = 0;
    const started = Date.now();
    for (const [index, op] of operations.entries()) {
      const cases = fc.sample(requestsFor(op, ids), { numRuns: perCaller * 4, seed: SEED + index });
      for (const [i, request] of cases.entries()) {
        const [callerName, caller] = Object.entries(callers)[i % 4]!;
        const { kind, ...options } = request;
        const res = await app.inject({
          ...options,
          headers: { ...options.headers, ...caller(Math.floor(i / 4)) },
          // Every other round from an address of its own: the login lockout per address (not
          // scaled by RATE_LIMIT_SCALE) would otherwise answer 429 to most sign-ins.
          remoteAddress:
            Math.floor(i / 4) % 2
              ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
              : '127.0.0.1',
        });
        sent += 1;
        if (res.statusCode === 429) limited += 1;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const family = `${Math.floor(res.statusCode / 100)}xx`;
        statuses.set(family, (statuses.get(family) ?? 0) + 1);
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${op.method} ${options.url.slice(0, 200)} as ${callerName} (${kind}): ${String(options.payload).slice(0, 300)} → ${res.body.slice(0, 300)}`,
          );
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const health = await app.inject('/api/health');

    const count = (m: Map<string, number>, k: string) => m.get(k) ?? 0;
    const fittingSent = FITTING.reduce((sum, k) => sum + count(kinds, k), 0);
    recordFigure({
      part: 'fuzz',
      check: `requests over ${operations.length} operations × 4 callers (seed ${SEED}, ${seconds.toFixed(0)} s)`,
      count: sent,
      result: `${count(statuses, '5xx')} × 5xx (2xx ${count(statuses, '2xx')}, 4xx ${count(statuses, '4xx')} of which 429 ${limited}); health ${health.statusCode}`,
    });
    recordFigure({
      part: 'fuzz',
      check:
        'of which broken (field, removed, path, query, header, __proto__, junk JSON, multipart)',
      count: sent - fittingSent,
      result: `${failures.filter((f) => !FITTING.some((k) => f.includes(`(${k})`))).length} × 5xx`,
    });

    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(health.statusCode).toBe(200);
    expect(health.json().data.database).toBe('ok');
  });
});
