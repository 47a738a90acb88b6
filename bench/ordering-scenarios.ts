// Issue 5's scenarios: the cached menu read and placing orders (see bench/scenarios.ts).
import { randomUUID } from 'node:crypto';
import {
  DEMO_BUSINESS_IDS,
  DEMO_CUSTOMER,
  DEMO_TABLE_IDS,
} from '../apps/server/src/db/seed/demo-ids.ts';
import type { Scenario } from './scenarios.ts';
import { tableAccessToken } from './table-link.ts';

type MenuProduct = { id: string; name: string; isAvailable: boolean };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok)
    throw new Error(`bench: ${what} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * GET the demo menu (served from the menu cache), and POST /api/orders at 10 connections as the
 * signed-in demo customer, each request with its own Idempotency-Key so every one is a new order.
 */
export async function orderingScenarios(base: string): Promise<Scenario[]> {
  // BENCH_ORDER_CONNECTIONS=1: one order at a time, so what ten at one sitting cost each other
  // (locks, shared rows) shows against the default's ten (ADR 122).
  const orderConnections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 10);
  const businessId = DEMO_BUSINESS_IDS.bogaz;
  const session = await json<{ token: string }>(
    await fetch(`${base}/api/customer-users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    }),
    'login',
  );
  // The table's access token, as the diner's phone read it from the printed code (ADR 015).
  const tableId = DEMO_TABLE_IDS.bogaz[3]!;
  const tableToken = await tableAccessToken(base, businessId, tableId);
  const menu = await json<MenuProduct[]>(
    await fetch(`${base}/api/products/business/${businessId}`),
    'menu',
  );
  const pick = (name: string) => {
    const product = menu.find((p) => p.name === name && p.isAvailable);
    if (!product) throw new Error(`bench: demo product ${name} missing`);
    return product.id;
  };
  const body = JSON.stringify({
    businessId,
    tableId,
    personCount: 2,
    items: [
      { productId: pick('Menemen'), quantity: 1, notes: 'Az tuzlu' },
      {
        productId: pick('Izgara Köfte'),
        quantity: 1,
        selectedOptions: { Pişirme: ['Orta'], Boy: ['Büyük'] },
      },
      { productId: pick('Kaşarlı Tost'), quantity: 2, selectedAdditions: ['Kaşar Peyniri'] },
      { productId: pick('Çay'), quantity: 3 },
    ],
  });
  return [
    {
      // What a phone's browser sends: it always accepts compressed bodies.
      name: 'GET /api/products/business/{id} (menu cache, as a browser asks)',
      key: 'menuGet',
      options: {
        url: `${base}/api/products/business/${businessId}`,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
    },
    {
      name: 'GET /api/products/business/{id} (menu cache, uncompressed)',
      key: 'menuGetUncompressed',
      options: { url: `${base}/api/products/business/${businessId}` },
    },
    {
      name: `POST /api/orders (${orderConnections} connections, new key each)`,
      key: 'orderPost',
      options: {
        url: `${base}/api/orders`,
        connections: orderConnections,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${session.token}`,
              'x-table-token': tableToken,
            },
            body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      },
    },
  ];
}
