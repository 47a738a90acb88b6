import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../../server/src/db/seed/demo-ids.ts';
import { E2E_BASE_URL } from './env.ts';
import { staffHeaders } from './staff-api.ts';

// Being at a table is proven by its access token, which only the printed QR code carries
// (ADR 015). The e2e server seeds random tokens, so a spec reads them the way an owner
// would: signed in as the business's demo owner, from GET /api/staff/tables.

type Envelope<T> = { success: boolean; data: T };
const OWNERS: Record<string, string> = {
  [DEMO_BUSINESS_IDS.bogaz]: 'staff@bogaz.masa.app',
  [DEMO_BUSINESS_IDS.ege]: 'staff@ege.masa.app',
  [DEMO_BUSINESS_IDS.kugulu]: 'staff@kugulu.masa.app',
};
const tokens = new Map<string, string>();

async function loadTokens(request: APIRequestContext | undefined, businessId: string) {
  if (!request) {
    const own = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    try {
      return await loadTokens(own, businessId);
    } finally {
      await own.dispose();
    }
  }
  const email = OWNERS[businessId];
  if (!email) throw new Error(`no demo owner for business ${businessId}`);
  const login = await request.post('/api/staff/login', {
    data: { email, password: 'staff1234' },
  });
  if (login.status() !== 200)
    throw new Error(`owner login: ${login.status()} ${await login.text()}`);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  const response = await request.get('/api/staff/tables', {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status() !== 200) throw new Error(`staff tables: ${response.status()}`);
  for (const table of ((await response.json()) as Envelope<{ id: string; accessToken: string }[]>)
    .data) {
    tokens.set(table.id, table.accessToken);
  }
}

/** The access token of a demo table, as its printed code carries it. */
export async function tableToken(
  request: APIRequestContext | undefined,
  businessId: string,
  tableId: string,
): Promise<string> {
  if (!tokens.has(tableId)) await loadTokens(request, businessId);
  const token = tokens.get(tableId);
  if (!token) throw new Error(`no access token for ${tableId}`);
  return token;
}

/**
 * What the printed QR code of a demo table holds (core buildTableQrUrl on the e2e server);
 * without a request context (a spec that launches its own browser) it opens one.
 */
export async function printedTableUrl(
  businessId: string,
  tableId: string,
  request?: APIRequestContext,
): Promise<string> {
  const token = await tableToken(request, businessId, tableId);
  return `${E2E_BASE_URL}/customerapp/table/${tableId}?business=${businessId}&t=${token}`;
}

/** Opens the table's printed code as a phone's camera app would, and waits for its menu. */
export async function openPrintedCode(
  page: Page,
  businessId: string,
  tableId: string,
): Promise<void> {
  await page.goto(await printedTableUrl(businessId, tableId, page.request));
  await page.waitForURL(`**/customerapp/menu/${businessId}/${tableId}`);
}

/** The X-Table-Token header of a diner sitting at the table. */
export async function atTableHeader(
  request: APIRequestContext,
  businessId: string,
  tableId: string,
): Promise<Record<string, string>> {
  return { 'X-Table-Token': await tableToken(request, businessId, tableId) };
}

/**
 * A table made for one test, as an owner adds one in the back office: a diner's cart is shared
 * with every phone at the table (ADR 043), so a test that counts its cart sits where no other
 * spec orders. `close` deactivates it again.
 */
export async function ownTable(
  request: APIRequestContext,
  businessId: string,
  name: string,
): Promise<{ id: string; name: string; qrUrl: string; close: () => Promise<void> }> {
  const headers = await staffHeaders(request, {
    email: OWNERS[businessId] ?? '',
    password: 'staff1234',
  });
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const tableName = `${name} ${suffix}`;
  const added = await request.post('/api/staff/tables', {
    headers,
    data: { name: tableName, seats: 4 },
  });
  if (added.status() !== 201) throw new Error(`add table: ${added.status()}`);
  const table = (
    (await added.json()) as Envelope<{ id: string; accessToken: string; qrUrl: string }>
  ).data;
  tokens.set(table.id, table.accessToken);
  const close = async () => {
    await request.patch(`/api/staff/tables/${table.id}`, { headers, data: { active: false } });
  };
  return { id: table.id, name: tableName, qrUrl: table.qrUrl, close };
}
