import type { App } from '../../src/app.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { demoQrCode } from '../../src/db/seed/insert-demo-business.ts';

// Every way this suite has a diner sit at a table or place an order goes through this file, so a
// change in how a diner proves being at a table (a table token header, say) is made here once.

export type Headers = Record<string, string>;
export type OrderLine = { productId: string; quantity: number };
export type TableRef = { slug: DemoSlug; table: number };

/** The body of POST /api/orders at a demo table (0-based index). */
export function orderBody({ slug, table }: TableRef, items: OrderLine[], personCount = 1) {
  return {
    businessId: DEMO_BUSINESS_IDS[slug],
    tableId: DEMO_TABLE_IDS[slug][table]!,
    personCount,
    items,
  };
}

/** The headers a diner's POST /api/orders carries: sign-in and, when given, Idempotency-Key. */
export function orderHeaders(who: Headers, _at: TableRef, idempotencyKey?: string): Headers {
  return {
    ...who,
    'content-type': 'application/json',
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
}

/** POST /api/orders through `app.inject`; the answer as it came. */
export function placeOrder(
  app: App,
  who: Headers,
  at: TableRef,
  items: OrderLine[],
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: orderHeaders(who, at, idempotencyKey),
    payload: orderBody(at, items),
  });
}

/** POST /api/orders over HTTP to a running server (the crash part); throws when the connection fails. */
export function placeOrderOverHttp(
  baseUrl: string,
  who: Headers,
  at: TableRef,
  items: OrderLine[],
  idempotencyKey: string,
) {
  return fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: orderHeaders(who, at, idempotencyKey),
    body: JSON.stringify(orderBody(at, items)),
    signal: AbortSignal.timeout(10_000),
  });
}

/** The diner scans the table's QR code (POST /api/qr/scans): now a diner of that table. */
export async function scanTable(app: App, who: Headers, { slug, table }: TableRef) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/qr/scans',
    headers: who,
    payload: { qrCode: demoQrCode(slug, table + 1), action: 'menu_view' },
  });
  if (res.statusCode !== 201) throw new Error(`scan refused: ${res.body}`);
}
