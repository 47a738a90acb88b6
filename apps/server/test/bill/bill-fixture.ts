import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { demoOwner, staffBearer } from '../staff-headers.ts';

export type Headers = Record<string, string>;
export type ItemJson = { id: string; name: string; quantity: number; price: number };
export type OrderJson = {
  id: string;
  orderNumber: number;
  tableId: string;
  businessId: string;
  subtotal: number;
  serviceChargeTotal: number;
  total: number;
  tip: number;
  tipPercentage: number;
  billRequested: boolean;
  isPaid: boolean;
  status: string;
  /** The table's sitting the order joined (ADR 042). */
  tableSessionId: string;
  items: ItemJson[];
};
export type Line = { name: string; quantity: number; freeQuantity?: number };

/** A diner's request to pay chosen units in cash, no tip: POST /orders/{id}/request-bill's body. */
export const splitOfItems = (selectedItems: Record<string, number>, extra: object = {}) => ({
  isSplitBill: true,
  paymentMethod: 'cash',
  tipPercentage: 0,
  selectedItems,
  ...extra,
});

/**
 * The real app with the demo data, and the calls of the end of a meal through the real API:
 * place an order, sit at a table, ask for or split the bill, read it, and the staff's
 * decisions and payments.
 */
export async function createBillApp() {
  const ctx = await createOrderingApp();
  const { app } = ctx;

  const staffHeaders = async (slug: DemoSlug = 'bogaz'): Promise<Headers> =>
    staffBearer(ctx, await demoOwner(ctx.db, slug));

  /**
   * POST /orders at a demo table (0-based index), items by product name: a new party's first
   * order, which carries the kuver (ADR 054), unless `sameSitting` keeps the table's sitting.
   */
  const placeOrder = async (
    who: Headers,
    lines: Line[],
    {
      slug = 'bogaz',
      table = 3,
      sameSitting = false,
      campaignCode,
    }: { slug?: DemoSlug; table?: number; sameSitting?: boolean; campaignCode?: string } = {},
  ): Promise<OrderJson> => {
    if (!sameSitting) await ctx.newSitting(DEMO_TABLE_IDS[slug][table]!);
    const items = await Promise.all(
      lines.map(async (line) => ({
        productId: (await ctx.product(slug, line.name)).id,
        quantity: line.quantity,
        ...(line.freeQuantity
          ? {
              freeQuantity: line.freeQuantity,
              isFreeProduct: true,
              isIncludedInServiceCharge: true,
            }
          : {}),
      })),
    );
    const tableId = DEMO_TABLE_IDS[slug][table]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who, ...(await ctx.atTable(tableId)) },
      payload: {
        businessId: DEMO_BUSINESS_IDS[slug],
        tableId,
        personCount: 1,
        items,
        ...(campaignCode ? { campaignCode } : {}),
      },
    });
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
    // Then, as the app does (001 §4), the order joins the table's sitting.
    const order = res.json().data as OrderJson;
    const session = await app.inject({
      method: 'POST',
      url: '/api/tables/sessions',
      headers: who,
      payload: { businessId: DEMO_BUSINESS_IDS[slug], tableId, orderId: order.id },
    });
    if (session.statusCode !== 201) throw new Error(`session refused: ${session.body}`);
    return { ...order, tableSessionId: session.json().data.id as string };
  };

  /**
   * A friend scans the table's printed code: joins its current sitting (ADR 042). Answers the
   * friend's headers with the phone's key, which shows the sitting's orders and bills.
   */
  const scanTable = async (who: Headers, { slug = 'bogaz' as DemoSlug, table = 3 } = {}) =>
    (await ctx.joinTable(DEMO_TABLE_IDS[slug][table]!, who)).headers;

  const requestBill = (
    orderId: string,
    who: Headers,
    payload: object = {},
    { method = 'POST', path = 'request-bill' }: { method?: 'POST' | 'PUT'; path?: string } = {},
  ) => app.inject({ method, url: `/api/orders/${orderId}/${path}`, headers: who, payload });

  const readBill = (orderId: string, who: Headers) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}/bill`, headers: who });

  const decideSplit = async (
    id: string,
    status: 'approved' | 'rejected',
    slug: DemoSlug = 'bogaz',
  ) =>
    app.inject({
      method: 'PATCH',
      url: `/api/staff/split-requests/${id}`,
      headers: await staffHeaders(slug),
      payload: { status },
    });

  const recordPayment = async (orderId: string, payload: object, slug: DemoSlug = 'bogaz') =>
    app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/payments`,
      headers: await staffHeaders(slug),
      payload,
    });

  return {
    ...ctx,
    staffHeaders,
    placeOrder,
    scanTable,
    requestBill,
    readBill,
    decideSplit,
    recordPayment,
  };
}
