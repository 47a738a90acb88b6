import type { APIRequestContext } from '@playwright/test';

/** The demo staff of Boğaziçi Lokantası (apps/server/src/db/seed/demo-ids.ts). */
export const BOGAZ_STAFF = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

type Envelope<T> = { success: boolean; data: T; message?: string };

/** Signs the staff in through POST /api/staff/login and returns the bearer headers. */
export async function staffHeaders(
  request: APIRequestContext,
  account = BOGAZ_STAFF,
): Promise<Record<string, string>> {
  const response = await request.post('/api/staff/login', { data: account });
  if (response.status() !== 200) {
    throw new Error(`staff login: ${response.status()} ${await response.text()}`);
  }
  const { data } = (await response.json()) as Envelope<{ token: string }>;
  return { Authorization: `Bearer ${data.token}` };
}

/** PATCH /api/staff/orders/{id}/status, one allowed move at a time (received, preparing…). */
export async function moveOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
  ...statuses: string[]
): Promise<void> {
  for (const status of statuses) {
    const response = await request.patch(`/api/staff/orders/${orderId}/status`, {
      headers,
      data: { status },
    });
    if (response.status() !== 200) {
      throw new Error(`status ${status}: ${response.status()} ${await response.text()}`);
    }
  }
}

/**
 * The kitchen and the waiter take an order along the whole kitchen path to delivered, as the
 * board does: a table whose paid order is not served yet is not cleared (ADR 054).
 */
export function serveOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
): Promise<void> {
  return moveOrder(request, headers, orderId, 'received', 'preparing', 'ready', 'delivered');
}
