import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, type StaffPermission } from '@masa/core/staff/staff-permissions';
import { buildApp } from '../src/app.ts';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER } from '../src/db/seed/demo-ids.ts';
import type { Headers } from './support/diner.ts';
import { recordFigure } from './support/figures.ts';
import { createWorld } from './support/world.ts';

// Part 2 of docs/reliability.md: every route with a parameter in its path, taken from Fastify's
// own route table, is classified below; a route nobody classified fails the suite. Each is then
// called by everyone who must not reach the object: 403 or 404, and no trace of it in the body.

const world = await createWorld();
const { app } = world;

/** Every route as Fastify adds it (hidden ones too), `GET /api/orders/:orderId`. */
async function routeTable(): Promise<string[]> {
  const routes: string[] = [];
  const probe = await buildApp({
    config: world.config,
    db: world.db,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    },
  });
  await probe.ready();
  await probe.close();
  return [...new Set(routes)];
}

// The objects every call is about: the demo customer's orders at its own table and what hangs on them.
const splitOrder = await world.order();
const billOrder = await world.order();
const askBill = (orderId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/request-bill`,
    headers: world.customer,
    payload,
  });
const split = await askBill(splitOrder.id, {
  isSplitBill: true,
  paymentMethod: 'cash',
  selectedItems: { [splitOrder.items[0]!.id]: 1 },
});
const bill = await askBill(billOrder.id, {});
const call = await app.inject({
  method: 'POST',
  url: `/api/orders/${billOrder.id}/waiter/call`,
  headers: world.customer,
  payload: {},
});
for (const res of [split, bill, call]) if (res.statusCode !== 201) throw new Error(res.body);
const rowId = async (sql: string, orderId: string) =>
  (await world.db.$client.query<{ id: string }>(sql, [orderId])).rows[0]!.id;
const ids = {
  order: splitOrder.id,
  item: splitOrder.items[0]!.id,
  splitRequest: await rowId(
    'SELECT id FROM split_bill_requests WHERE order_id = $1',
    splitOrder.id,
  ),
  billRequest: await rowId('SELECT id FROM bill_requests WHERE order_id = $1', billOrder.id),
  waiterCall: await rowId('SELECT id FROM waiter_calls WHERE order_id = $1', billOrder.id),
};
/** What must never appear in an answer to an intruder. */
const secrets = [
  ...Object.values(ids),
  billOrder.id,
  world.userId,
  DEMO_CUSTOMER.name,
  DEMO_CUSTOMER.email,
];

type Call = { url: string; payload?: object };
type Intruder = { who: string; headers: Headers };
/** A route reached by a parameter: public on purpose, or whose object it is and who may not. */
type Rule =
  { public: string } | { owner: 'diner' | 'staff'; call: Call; also?: Intruder[]; ownList?: true };

const order = ids.order;
const item = { productId: world.cay.id, quantity: 1 };
const diner = (url: string, payload?: object): Rule => ({ owner: 'diner', call: { url, payload } });
/** A list filtered to the caller's own orders: an intruder gets 200 and an empty list. */
const dinerList = (url: string): Rule => ({ owner: 'diner', call: { url }, ownList: true });
const staff = (url: string, payload?: object, also: Intruder[] = []): Rule => ({
  owner: 'staff',
  call: { url, payload },
  also,
});

/** Staff roles that a permission of core's STAFF_PERMISSIONS leaves out, on its own business. */
const withoutPermission = (permission: StaffPermission): Intruder[] =>
  (['owner', 'manager', 'waiter', 'kitchen'] as const)
    .filter((role) => !(STAFF_PERMISSIONS[permission] as readonly string[]).includes(role))
    .map((role) => ({
      who: `${role} of the business (no ${permission})`,
      headers: world.bogaz[role],
    }));

/** The classification; keys are Fastify's route table entries. */
const MATRIX: Record<string, Rule> = {
  // The menu and the business's public face: read by anyone who scans a table.
  'GET /api/business/:id': { public: 'business card for the menu' },
  'GET /api/business/:id/data': { public: 'business card for the menu' },
  'GET /api/business/:id/status': { public: 'open or closed' },
  'GET /api/business/:id/settings': { public: 'ordering settings the menu needs' },
  'GET /api/business/:id/settings/payment/public': { public: 'accepted payment methods' },
  'GET /api/business/:id/tables': { public: 'table names for the QR scanner' },
  'GET /api/business/:id/qr-sheet': { public: 'printable QR codes of public table links' },
  'GET /api/businesses/:id': { public: 'business card for the menu' },
  'GET /api/business/:id/categories': { public: 'menu' },
  'GET /api/business/:id/products': { public: 'menu' },
  'GET /api/categories/:id/products': { public: 'menu' },
  'GET /api/products/:id': { public: 'menu' },
  'GET /api/products/business/:businessId': { public: 'menu' },
  'GET /api/campaigns/business/:businessId/public': { public: 'published campaigns' },
  'GET /api/service-charges/business/:businessId/applicable': {
    public: 'charges shown before ordering',
  },
  'GET /api/tables/:tableId': { public: 'the table a QR code names' },
  'GET /api/tables/qr/:code': { public: 'the table a QR code names' },
  'GET /api/tables/custom-qr/:code': { public: 'the table a QR code names' },
  'GET /api/tables/:tableId/sessions/active': { public: 'counts of diners seated, no names' },
  // A table's open orders: a signed-in caller gets their own only (docs/decisions/005-order-visibility.md).
  'GET /api/orders/active/:tableId': dinerList(
    `/api/orders/active/${splitOrder.tableId}?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
  ),
  'GET /api/tables/:tableId/orders/active': dinerList(
    `/api/tables/${splitOrder.tableId}/orders/active?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
  ),
  'GET /api/business/:id/orders': dinerList(
    `/api/business/${DEMO_BUSINESS_IDS.bogaz}/orders?tableId=${splitOrder.tableId}`,
  ),
  // One order: its diner (and friends at its table for the bill), never anyone else.
  'GET /api/orders/:orderId': diner(`/api/orders/${order}?businessId=${DEMO_BUSINESS_IDS.bogaz}`),
  'PUT /api/orders/:orderId/items/add': diner(`/api/orders/${order}/items/add`, { items: [item] }),
  'PUT /api/orders/:orderId/confirm': diner(`/api/orders/${order}/confirm`),
  'PUT /api/orders/:orderId/update-items': diner(`/api/orders/${order}/update-items`, {
    items: [item],
  }),
  'GET /api/orders/:orderId/edit-status': diner(`/api/orders/${order}/edit-status`),
  'POST /api/orders/:orderId/messages': diner(`/api/orders/${order}/messages`, {
    message: 'Merhaba',
  }),
  'GET /api/orders/:orderId/messages': diner(`/api/orders/${order}/messages`),
  'POST /api/orders/:id/waiter/call': diner(`/api/orders/${order}/waiter/call`, {}),
  'POST /api/orders/:id/call': diner(`/api/orders/${order}/call`, {}),
  'POST /api/tables/call-waiter/:id': diner(`/api/tables/call-waiter/${order}`, {}),
  'POST /api/waiters/call/:id': diner(`/api/waiters/call/${order}`, {}),
  'POST /api/orders/:orderId/request-bill': diner(`/api/orders/${order}/request-bill`, {}),
  'PUT /api/orders/:orderId/request-bill': diner(`/api/orders/${order}/request-bill`, {}),
  'POST /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`, {}),
  'PUT /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`, {}),
  'GET /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`),
  // The business's staff, and for money and cancelling only the roles that may (core STAFF_PERMISSIONS).
  'GET /api/staff/orders/:id': staff(`/api/staff/orders/${order}`),
  'PATCH /api/staff/orders/:id/status': staff(
    `/api/staff/orders/${order}/status`,
    { status: 'cancelled', reason: 'Deneme' },
    withoutPermission('cancelOrders'),
  ),
  'PATCH /api/staff/orders/:id/items/:itemId/status': staff(
    `/api/staff/orders/${order}/items/${ids.item}/status`,
    { status: 'cancelled' },
    withoutPermission('cancelOrders'),
  ),
  'POST /api/staff/orders/:id/payments': staff(
    `/api/staff/orders/${order}/payments`,
    { method: 'cash' },
    withoutPermission('takePayments'),
  ),
  'POST /api/staff/orders/:id/messages': staff(`/api/staff/orders/${order}/messages`, {
    message: 'Merhaba',
  }),
  'PATCH /api/staff/bill-requests/:id': staff(`/api/staff/bill-requests/${ids.billRequest}`, {
    status: 'acknowledged',
  }),
  'PATCH /api/staff/split-requests/:id': staff(
    `/api/staff/split-requests/${ids.splitRequest}`,
    { status: 'approved' },
    withoutPermission('takePayments'),
  ),
  'PATCH /api/staff/waiter-calls/:id': staff(`/api/staff/waiter-calls/${ids.waiterCall}`, {
    status: 'resolved',
  }),
};

/** Permissions of STAFF_PERMISSIONS the matrix checks; a new one must be added here. */
const PERMISSIONS_CHECKED: StaffPermission[] = ['moveOrders', 'cancelOrders', 'takePayments'];

const intrudersOf = (rule: Exclude<Rule, { public: string }>): Intruder[] =>
  rule.owner === 'diner'
    ? [
        { who: 'another customer', headers: world.otherCustomer },
        { who: 'a diner of another table', headers: world.otherTableDiner },
        ...(['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
          who: `${role} of another business`,
          headers: world.ege[role],
        })),
      ]
    : [
        { who: "the order's own customer", headers: world.customer },
        { who: 'another customer', headers: world.otherCustomer },
        ...(['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
          who: `${role} of another business`,
          headers: world.ege[role],
        })),
        ...(rule.also ?? []),
      ];

/**
 * Ids in the query string or headers, by `METHOD /path?name` of the OpenAPI document: public,
 * the same object as the route's path parameter (checked above), or a call an intruder makes
 * with the owner's id, whose answer must hold nothing of it.
 */
type QueryRule = { public: string } | { withPath: true } | { call: string; by: Intruder[] };
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const otherBusinessStaff = (['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
  who: `${role} of another business`,
  headers: world.ege[role],
}));
const QUERY_IDS: Record<string, QueryRule> = {
  'GET /api/tables?business': { public: 'tables of a business, for the menu' },
  'GET /api/tables?businessId': { public: 'tables of a business, for the menu' },
  'GET /api/tables?x-business-id': { public: 'tables of a business, for the menu' },
  'GET /api/tables?x-table-id': { public: 'the table a QR code names' },
  'GET /api/tables/{tableId}?business': { withPath: true },
  'GET /api/tables/{tableId}?businessId': { withPath: true },
  'GET /api/tables/{tableId}?x-business-id': { withPath: true },
  'GET /api/tables/{tableId}?x-table-id': { withPath: true },
  'GET /api/products?business': { public: 'menu' },
  'GET /api/reviews?business': { public: 'published reviews' },
  'GET /api/reviews?businessId': { public: 'published reviews' },
  'GET /api/reviews?product': { public: 'published reviews' },
  'GET /api/reviews?productId': { public: 'published reviews' },
  'GET /api/service-charges/business/{businessId}/applicable?tableId': { public: 'charges' },
  'GET /api/orders/{orderId}?businessId': { withPath: true },
  'GET /api/orders/active/{tableId}?businessId': { withPath: true },
  'GET /api/orders/active/{tableId}?x-business-id': { withPath: true },
  'GET /api/orders/active/{tableId}?x-table-id': { withPath: true },
  'GET /api/tables/{tableId}/orders/active?businessId': { withPath: true },
  'GET /api/tables/{tableId}/orders/active?x-business-id': { withPath: true },
  'GET /api/tables/{tableId}/orders/active?x-table-id': { withPath: true },
  'GET /api/business/{id}/orders?tableId': { withPath: true },
  'GET /api/business/{id}/orders?x-business-id': { withPath: true },
  'GET /api/business/{id}/orders?x-table-id': { withPath: true },
  'GET /api/orders/user?userId': {
    call: `/api/orders/user?userId=${world.userId}`,
    by: [
      { who: 'another customer', headers: world.otherCustomer },
      { who: 'a diner of another table', headers: world.otherTableDiner },
    ],
  },
  'GET /api/orders/user?businessId': {
    call: `/api/orders/user?businessId=${bogaz}`,
    by: [{ who: 'another customer', headers: world.otherCustomer }],
  },
  'GET /api/orders/active?businessId': {
    call: `/api/orders/active?businessId=${bogaz}&tableId=${splitOrder.tableId}`,
    by: [
      { who: 'another customer', headers: world.otherCustomer },
      { who: 'a diner of another table', headers: world.otherTableDiner },
    ],
  },
  'GET /api/orders/active?tableId': {
    call: `/api/orders/active?businessId=${bogaz}&tableId=${splitOrder.tableId}`,
    by: [{ who: 'a diner of another table', headers: world.otherTableDiner }],
  },
  'GET /api/orders/active?x-business-id': { public: 'same lookup as ?businessId, checked there' },
  'GET /api/orders/active?x-table-id': { public: 'same lookup as ?tableId, checked there' },
  'GET /api/staff/orders?tableId': {
    call: `/api/staff/orders?tableId=${splitOrder.tableId}`,
    by: otherBusinessStaff,
  },
  'GET /api/staff/messages?orderId': {
    call: `/api/staff/messages?orderId=${order}`,
    by: otherBusinessStaff,
  },
};

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
    // Without a token, X-Customer-Access shows a table's open orders, but not who placed them.
    const anonymous = await app.inject({
      url: '/api/orders/active',
      headers: {
        'x-customer-access': 'true',
        'x-business-id': bogaz,
        'x-table-id': splitOrder.tableId,
      },
    });
    calls += 1;
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.body).toContain(order);
    for (const who of [world.userId, DEMO_CUSTOMER.name, DEMO_CUSTOMER.email])
      if (anonymous.body.includes(who)) leaks.push(`anonymous table lookup shows ${who}`);
    recordFigure({
      part: 'authorization',
      check: 'intruder calls naming the object in a query (+1 anonymous table lookup)',
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
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH';
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
  });

  it("lets the object's own principals through the same calls (the matrix would otherwise prove nothing)", async () => {
    // A refusal for everyone would pass the test above: the diner reads, the staff read.
    const reads = [
      [`/api/orders/${order}?businessId=${DEMO_BUSINESS_IDS.bogaz}`, world.customer],
      [`/api/orders/${order}/bill`, world.customer],
      [`/api/staff/orders/${order}`, world.bogaz.kitchen],
      [
        `/api/tables/${splitOrder.tableId}/orders/active?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
        world.customer,
      ],
    ] as const;
    for (const [url, headers] of reads) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body).toContain(order);
    }
  });
});
