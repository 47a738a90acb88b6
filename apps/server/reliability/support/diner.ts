import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { tables } from '../../src/db/schema/index.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_STAFF_PASSWORD,
  DEMO_TABLE_IDS,
  demoStaffEmail,
  type DemoSlug,
} from '../../src/db/seed/demo-ids.ts';

// Every way this suite has a diner sit at a table or place an order goes through this file.
// A diner proves being at a table with the access token its printed QR code carries (ADR 015):
// the tokens are loaded once per database, from the database or, for a server this process
// did not build, the way an owner reads them (GET /api/staff/tables).

const tableTokens = new Map<string, string>();

/** Reads every table's access token from the database. */
export async function loadTableTokens(db: Db): Promise<void> {
  for (const row of await db.select().from(tables)) tableTokens.set(row.id, row.accessToken);
}

/** Reads the demo tables' access tokens from a running server, signed in as each owner. */
export async function loadTableTokensOverHttp(baseUrl: string): Promise<void> {
  for (const slug of Object.keys(DEMO_BUSINESS_IDS) as DemoSlug[]) {
    const login = await fetch(`${baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoStaffEmail(slug), password: DEMO_STAFF_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const list = await fetch(`${baseUrl}/api/staff/tables`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    for (const row of ((await list.json()) as { data: { id: string; accessToken: string }[] })
      .data) {
      tableTokens.set(row.id, row.accessToken);
    }
  }
}

const tokenOf = ({ slug, table }: TableRef) => tableTokens.get(DEMO_TABLE_IDS[slug][table]!);

/** The X-Table-Token header of a diner holding the table's printed code. */
export function tableTokenHeader(tableId: string): Headers {
  const token = tableTokens.get(tableId);
  if (!token) throw new Error(`no access token loaded for ${tableId}`);
  return { 'x-table-token': token };
}

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

/**
 * The headers a diner's POST /api/orders carries: sign-in, the table's access token and, when
 * given, Idempotency-Key.
 */
export function orderHeaders(who: Headers, at: TableRef, idempotencyKey?: string): Headers {
  const token = tokenOf(at);
  if (!token) throw new Error('table tokens not loaded: call loadTableTokens first');
  return {
    ...who,
    'content-type': 'application/json',
    'x-table-token': token,
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

/**
 * The diner scans the table's printed QR code and joins its current sitting (POST
 * /api/tables/sessions/join, ADR 042): `who`'s headers with the phone's key, which shows the
 * sitting's orders and bills while it lasts.
 */
export async function scanTable(app: App, who: Headers, at: TableRef): Promise<Headers> {
  const token = tokenOf(at);
  if (!token) throw new Error('table tokens not loaded: call loadTableTokens first');
  const res = await app.inject({
    method: 'POST',
    url: '/api/tables/sessions/join',
    headers: { ...who, 'x-table-token': token },
    payload: {
      businessId: DEMO_BUSINESS_IDS[at.slug],
      tableId: DEMO_TABLE_IDS[at.slug][at.table]!,
    },
  });
  if (res.statusCode !== 201) throw new Error(`join refused: ${res.body}`);
  return { ...who, 'x-table-session-key': (res.json().data as { key: string }).key };
}

/** After POST /orders, as the app does (001 §4): the order joins the table's sitting. */
export async function linkOrder(app: App, who: Headers, at: TableRef, orderId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tables/sessions',
    headers: who,
    payload: {
      businessId: DEMO_BUSINESS_IDS[at.slug],
      tableId: DEMO_TABLE_IDS[at.slug][at.table]!,
      orderId,
    },
  });
  if (res.statusCode !== 201) throw new Error(`session refused: ${res.body}`);
}
