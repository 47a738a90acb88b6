import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi, type TestSession, uniqueEmail } from './account-helpers.ts';
import { openSignedIn } from './bill-helpers.ts';
import { atTableHeader } from './table-tokens.ts';

export const BOGAZ_ID = '6650f1c2a4b3d5e6f7a8b901';

type Envelope<T> = { success: boolean; data: T; message?: string };
export type PlacedOrder = { id: string; orderNumber: number; editableUntil: string | null };
type Product = { id: string; name: string; isAvailable: boolean; options: { required: boolean }[] };

const bearer = (session: TestSession) => ({
  Authorization: `Bearer ${session.token}`,
  'X-App-Type': 'customer',
});

/**
 * A new diner (registered through the API) with one order at `tableId`, placed through the
 * API with the diner's token, so a spec can start from the orders screen.
 */
export async function dinerWithOrder(
  request: APIRequestContext,
  tableId: string,
): Promise<{ session: TestSession; order: PlacedOrder; productName: string }> {
  const session = await registerByApi(request, uniqueEmail('canli'), 'Canlı Sipariş');
  const menu = await request.get(`/api/products/business/${BOGAZ_ID}`);
  const body = (await menu.json()) as Envelope<Product[]> | Product[];
  const products = Array.isArray(body) ? body : body.data;
  const product = products.find((p) => p.isAvailable && p.options.every((o) => !o.required));
  if (!product) throw new Error('no plain product on the demo menu');
  const response = await request.post('/api/orders', {
    headers: { ...bearer(session), ...(await atTableHeader(request, BOGAZ_ID, tableId)) },
    data: {
      businessId: BOGAZ_ID,
      tableId,
      items: [{ productId: product.id, quantity: 2, notes: 'Ekstra: Acı sos\nAz pişmiş olsun' }],
      personCount: 1,
      orderType: 'immediate',
      isResponsible: true,
    },
  });
  if (response.status() !== 201)
    throw new Error(`order: ${response.status()} ${await response.text()}`);
  const order = ((await response.json()) as Envelope<PlacedOrder>).data;
  return { session, order, productName: product.name };
}

/** Opens the app signed in as the diner, seated at the order's table (its code scanned), on `path`. */
export function openAsDiner(
  page: Page,
  session: TestSession,
  tableId: string,
  path: string,
): Promise<void> {
  return openSignedIn(page, session, { businessId: BOGAZ_ID, tableId }, path);
}

/** A diner's request with the diner's token (for checks the browser cannot make). */
export function dinerRequest(request: APIRequestContext, session: TestSession) {
  return {
    post: (path: string, data: unknown) =>
      request.post(`/api${path}`, { headers: bearer(session), data }),
  };
}
