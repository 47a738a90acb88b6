import type { Clock } from '../../src/lib/clock.ts';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';
import { demoOwner, staffBearer } from '../staff-headers.ts';

export type OrderJson = {
  id: string;
  orderNumber: number;
  status: string;
  paymentStatus: string;
  isPaid: boolean;
  tableId: string;
  businessId: string;
  userId: string | null;
  total: number;
  tip: number;
  customer: { userId: string | null; name: string; email: string | null; phone: string | null };
  items: {
    id: string;
    productId: string | null;
    name: string;
    quantity: number;
    status: string;
    paidQuantity: number;
    isPaid: boolean;
    notes: string | null;
    lineTotal: number;
  }[];
  createdAt: string;
  updatedAt: string;
  editableUntil: string | null;
  confirmedAt: string | null;
  canEdit: boolean;
  waiterCalled: boolean;
};

/**
 * The real app with the demo data (two businesses, their staff and menus), plus what the
 * live-order tests need: staff headers per business, a helper to place an order through
 * the real POST /orders, and what a diner at a Boğaziçi table reads: the table's orders and
 * an order's bill.
 */
export async function createLiveApp(env: Record<string, string> = {}, clock?: Clock) {
  const ctx = await createOrderingApp(env, clock);

  const staffHeaders = async (slug: DemoSlug, role?: StaffRole) => {
    const owner = await demoOwner(ctx.db, slug);
    return staffBearer(ctx, { ...owner, role: role ?? owner.role });
  };

  const menemen = await ctx.product('bogaz', 'Menemen');
  const cay = await ctx.product('bogaz', 'Çay');
  const haydari = await ctx.product('ege', 'Haydari');

  /** Places an order through POST /orders; bogaz table `table` (0-based) by default. */
  const placeOrder = async (
    who: Record<string, string> = ctx.headers,
    {
      slug = 'bogaz',
      table = 3,
      items,
    }: { slug?: DemoSlug; table?: number; items?: object[] } = {},
  ): Promise<OrderJson> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who, ...(await ctx.atTable(DEMO_TABLE_IDS[slug][table]!)) },
      payload: {
        businessId: DEMO_BUSINESS_IDS[slug],
        tableId: DEMO_TABLE_IDS[slug][table],
        personCount: 1,
        items:
          items ??
          (slug === 'bogaz'
            ? [
                { productId: menemen.id, quantity: 1 },
                { productId: cay.id, quantity: 2 },
              ]
            : [{ productId: haydari.id, quantity: 1 }]),
      },
    });
    if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
    return res.json().data as OrderJson;
  };

  /** The table's orders as a diner of its sitting reads them (GET /orders/active). */
  const tableOrders = (tableId: string, who: Record<string, string>) =>
    ctx.app.inject({
      url: '/api/orders/active',
      headers: {
        'x-customer-access': 'true',
        'x-business-id': DEMO_BUSINESS_IDS.bogaz,
        'x-table-id': tableId,
        ...who,
      },
    });
  const readBill = (orderId: string, who: Record<string, string>) =>
    ctx.app.inject({ url: `/api/orders/${orderId}/bill`, headers: who });

  return { ...ctx, staffHeaders, placeOrder, tableOrders, readBill, menemen, cay, haydari };
}
