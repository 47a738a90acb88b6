import type { APIRequestContext, Page } from '@playwright/test';
import type { TestSession } from './account-helpers.ts';
import { atTableHeader, tableToken } from './table-tokens.ts';

type Envelope<T> = { success: boolean; data: T; message?: string };
type Product = { id: string; name: string; isAvailable: boolean; options: { required: boolean }[] };
export type ApiOrder = {
  id: string;
  orderNumber: number;
  total: number;
  createdAt: string;
  items: { id: string }[];
};

export const customerHeaders = (session: TestSession) => ({
  Authorization: `Bearer ${session.token}`,
  'X-App-Type': 'customer',
});

async function expectStatus(
  response: { status(): number; text(): Promise<string> },
  status: number,
  what: string,
) {
  if (response.status() !== status) {
    throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  }
}

/**
 * An order of `quantity` units of the named product (else the first plain one on the menu),
 * for a party of `personCount` (2 unless said), placed by the API.
 */
export async function placeApiOrder(
  request: APIRequestContext,
  session: TestSession,
  businessId: string,
  tableId: string,
  quantity: number,
  {
    productName,
    personCount = 2,
    campaignCode,
  }: { productName?: string; personCount?: number; campaignCode?: string } = {},
): Promise<{ order: ApiOrder; productName: string }> {
  const menu = (await (await request.get(`/api/products/business/${businessId}`)).json()) as
    Envelope<Product[]> | Product[];
  const products = Array.isArray(menu) ? menu : menu.data;
  const product = products.find((p) =>
    productName ? p.name === productName : p.isAvailable && p.options.every((o) => !o.required),
  );
  if (!product) throw new Error(`no ${productName ?? 'plain product'} on the menu`);
  const response = await request.post('/api/orders', {
    headers: {
      ...customerHeaders(session),
      ...(await atTableHeader(request, businessId, tableId)),
    },
    data: {
      businessId,
      tableId,
      items: [{ productId: product.id, quantity }],
      personCount,
      orderType: 'immediate',
      isResponsible: true,
      ...(campaignCode ? { campaignCode } : {}),
    },
  });
  await expectStatus(response, 201, 'order');
  const order = ((await response.json()) as Envelope<ApiOrder>).data;
  // Then the order joins the table's sitting, as the app does (001 §4, ADR 042).
  const linked = await request.post('/api/tables/sessions', {
    headers: customerHeaders(session),
    data: { businessId, tableId, orderId: order.id },
  });
  await expectStatus(linked, 201, 'table session');
  return { order, productName: product.name };
}

/**
 * A friend scans the table's printed code and joins its sitting (ADR 042): answers the key
 * that lets them read and pay its bills (X-Table-Session-Key).
 */
export async function joinTableByApi(
  request: APIRequestContext,
  session: TestSession,
  businessId: string,
  tableId: string,
): Promise<Record<string, string>> {
  const response = await request.post('/api/tables/sessions/join', {
    headers: {
      ...customerHeaders(session),
      ...(await atTableHeader(request, businessId, tableId)),
    },
    data: { businessId, tableId },
  });
  await expectStatus(response, 201, 'join');
  const { key } = ((await response.json()) as Envelope<{ key: string }>).data;
  return { 'X-Table-Session-Key': key };
}

/** Opens the app on `path` signed in as `session`, seated at the table. */
export async function openSignedIn(
  page: Page,
  session: TestSession,
  at: { businessId: string; tableId: string },
  path: string,
): Promise<void> {
  const token = await tableToken(page.request, at.businessId, at.tableId);
  await page.goto('/customerapp/invite');
  await page.evaluate(
    ({ s, table, business, token }) => {
      localStorage.clear();
      localStorage.setItem('auth_token', s.token);
      localStorage.setItem('refresh_token', s.refreshToken);
      localStorage.setItem('user_data', JSON.stringify(s.user));
      localStorage.setItem('business_id', business);
      localStorage.setItem('table_id', table);
      localStorage.setItem('table_token', token);
    },
    { s: session, table: at.tableId, business: at.businessId, token },
  );
  await page.goto(`/customerapp${path}`);
}

/** The bill as the server counts it (GET /orders/{id}/bill), read with a diner's token. */
export async function readBill(
  request: APIRequestContext,
  session: TestSession,
  orderId: string,
  /** A friend's key to the order's sitting (joinTableByApi). */
  seated: Record<string, string> = {},
) {
  const response = await request.get(`/api/orders/${orderId}/bill`, {
    headers: { ...customerHeaders(session), ...seated },
  });
  await expectStatus(response, 200, 'bill');
  return (
    (await response.json()) as Envelope<{
      total: number;
      remainingAmount: number;
      allPaid: boolean;
      items: { remainingQuantity: number; availableQuantity: number; pendingQuantity: number }[];
      splitRequests: { id: string; status: string; amount: number; total: number }[];
    }>
  ).data;
}

/** Staff: approve or reject a split request (PATCH /api/staff/split-requests/{id}). */
export async function decideSplit(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: string,
  status: 'approved' | 'rejected',
): Promise<void> {
  const response = await request.patch(`/api/staff/split-requests/${id}`, {
    headers,
    data: { status },
  });
  await expectStatus(response, 200, 'split decision');
}

/** Staff: record payment of every unit still unpaid (POST /api/staff/orders/{id}/payments). */
export async function recordFullPayment(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
  body: { method: string; tip: number; billRequestId?: string },
): Promise<void> {
  const response = await request.post(`/api/staff/orders/${orderId}/payments`, {
    headers,
    data: body,
  });
  await expectStatus(response, 201, 'payment');
}
