import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';
import { demoStaffWithRole, staffBearer } from '../staff-headers.ts';

export type Discount = {
  id: string;
  lineId: string | null;
  kind: string;
  value: number;
  reason: string;
  amount: number;
};
export type BillJson = {
  subtotal: number;
  total: number;
  paid: number;
  left: number;
  settled: boolean;
  staffDiscountTotal: number;
  staffDiscounts: Discount[];
  lines: { id: string; name: string; amount: number; staffDiscount: number }[];
  vat: { rate: number; base: number; vat: number }[];
};

/**
 * The end of a meal (bill fixture) with staff of every role, and the discount calls of the
 * table panel (issue 32 §2, ADR 074).
 */
export async function createDiscountApp() {
  const ctx = await createBillApp();
  const { app } = ctx;

  /** A bearer header of the demo business's staff member with that role. */
  const staffAs = async (role: StaffRole, slug: DemoSlug = 'bogaz'): Promise<Headers> =>
    staffBearer(ctx, await demoStaffWithRole(ctx.db, slug, role));

  const giveDiscount = (orderId: string, who: Headers, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/discounts`,
      headers: who,
      payload,
    });

  const removeDiscount = (orderId: string, id: string, who: Headers, expectedTotal: number) =>
    app.inject({
      method: 'DELETE',
      url: `/api/staff/orders/${orderId}/discounts/${id}?expectedTotal=${expectedTotal}`,
      headers: who,
    });

  /** The bill as the staff see it. */
  const staffBill = async (orderId: string): Promise<BillJson> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/staff/orders/${orderId}`,
      headers: await staffAs('owner'),
    });
    return res.json().data.bill as BillJson;
  };

  return { ...ctx, staffAs, giveDiscount, removeDiscount, staffBill };
}
