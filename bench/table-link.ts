// A demo table's printed code, read the way its owner would (ADR 015): the access token comes
// from GET /api/staff/tables, signed in as the business's demo staff account.
import {
  DEMO_BUSINESS_IDS,
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
} from '../apps/server/src/db/seed/demo-ids.ts';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok)
    throw new Error(`bench: ${what} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The access token of a demo table of the demo business `bogaz` or `ege`. */
export async function tableAccessToken(
  base: string,
  businessId: string,
  tableId: string,
): Promise<string> {
  const slug = Object.entries(DEMO_BUSINESS_IDS).find(([, id]) => id === businessId)?.[0];
  if (!slug) throw new Error(`bench: ${businessId} is no demo business`);
  const owner = await json<{ token: string }>(
    await fetch(`${base}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoStaffEmail(slug as keyof typeof DEMO_BUSINESS_IDS),
        password: DEMO_STAFF_PASSWORD,
      }),
    }),
    'staff login',
  );
  const tables = await json<{ id: string; accessToken: string }[]>(
    await fetch(`${base}/api/staff/tables`, {
      headers: { authorization: `Bearer ${owner.token}` },
    }),
    'staff tables',
  );
  const token = tables.find((table) => table.id === tableId)?.accessToken;
  if (!token) throw new Error(`bench: no access token for ${tableId}`);
  return token;
}

/** What the printed QR code of the table holds (core buildTableQrUrl). */
export async function printedTableUrl(
  base: string,
  businessId: string,
  tableId: string,
): Promise<string> {
  const token = await tableAccessToken(base, businessId, tableId);
  return `${base}/customerapp/table/${tableId}?business=${businessId}&t=${token}`;
}
