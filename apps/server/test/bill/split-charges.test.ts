import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { splitBillRequests } from '../../src/db/schema/index.ts';
import { createBillApp, type OrderJson, splitOfItems } from './bill-fixture.ts';

// Issue 20: a diner may pay the kuver with the dishes they split off. A payment pays charged
// units and whole charges (ADR 027), so a split takes the whole kuver or none of it, and once
// asked for, nobody else's split or payment takes it.
const ctx = await createBillApp();
const { db, headers, placeOrder, requestBill, readBill, decideSplit, recordPayment } = ctx;

type Charge = { id: string; name: string; amount: number; paid: boolean; due: boolean };
const kuverOf = (order: OrderJson) =>
  (order as unknown as { bill: { charges: Charge[] } }).bill.charges[0]!;

describe('the kuver in a split of chosen items (issue 20)', () => {
  it('prices it whole with the units, tips only the units, and pays it with the split', async () => {
    // Humus ×2 at ₺160 and the kuver for one, ₺50: ₺370.
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }], { table: 4 });
    const humus = order.items[0]!;
    const kuver = kuverOf(order);
    expect(kuver).toMatchObject({ name: 'Kuver', amount: 50_00, paid: false, due: true });
    expect(order.total).toBe(370_00);

    const asked = await requestBill(
      order.id,
      headers,
      splitOfItems({ [humus.id]: 1 }, { selectedCharges: [kuver.id], tipPercentage: 10 }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      selectedCharges: [kuver.id],
      charges: [{ chargeId: kuver.id, name: 'Kuver', amount: 50_00 }],
      subtotal: 160_00,
      amount: 210_00,
      tip: 16_00,
      total: 226_00,
    });

    // Asked for, the kuver is no longer there for a friend's split.
    const friend = await ctx.newCustomer('Arkadaş');
    // The friend sits at the table: the sitting's key shows its bills (ADR 042).
    const seated = await ctx.scanTable(friend.headers, { table: 4 });
    const taken = await requestBill(
      order.id,
      seated,
      splitOfItems({ [humus.id]: 1 }, { selectedCharges: [kuver.id] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'CHARGE_TAKEN',
      message: 'Kuver ödendi ya da başka bir hesap isteğinde',
    });

    let bill = (await readBill(order.id, headers)).json().data;
    expect(bill.bill.charges[0]).toMatchObject({ due: true, available: false });
    expect(bill.splitRequests[0]).toMatchObject({ selectedCharges: [kuver.id], paid: false });

    // Approved, the kuver is the split's: the rest of the bill is the other Humus alone, and
    // the staff cannot take the kuver's payment apart.
    const id = asked.json().data.id as string;
    expect((await decideSplit(id, 'approved')).statusCode).toBe(200);
    bill = (await readBill(order.id, headers)).json().data;
    expect(bill.bill.charges[0]).toMatchObject({ paid: false, due: false, available: false });
    expect(bill.remainingAmount).toBe(160_00);
    const apart = await recordPayment(order.id, { charges: [kuver.id], method: 'cash' });
    expect(apart.statusCode).toBe(409);
    expect(apart.json().error).toBe('CHARGE_IN_SPLIT');

    const paid = await recordPayment(order.id, { splitBillRequestId: id, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.payment).toMatchObject({
      amount: 210_00,
      tipAmount: 16_00,
      charges: [kuver.id],
      lines: [{ lineId: humus.id, quantity: 1 }],
    });
    bill = (await readBill(order.id, headers)).json().data;
    expect(bill.bill.charges[0]).toMatchObject({ paid: true });
    // The split reads as paid to its diner, not approved for ever.
    expect(bill.splitRequests[0]).toMatchObject({ status: 'approved', paid: true });

    const rest = await recordPayment(order.id, { method: 'cash' });
    expect(rest.json().data).toMatchObject({ fullyPaid: true, bill: { paid: 370_00, left: 0 } });
  });

  it('lets a split take the kuver alone, and refuses what is not the order’s', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 5 });
    const other = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 6 });
    const cases: [object, number, string][] = [
      [
        splitOfItems({}, { selectedCharges: [kuverOf(other).id] }),
        400,
        'Seçilen ücret bu siparişte bulunamadı',
      ],
      [
        splitOfItems({}, { selectedCharges: 'kuver' }),
        400,
        'Seçilen ücret bu siparişte bulunamadı',
      ],
      [
        splitOfItems({}, { selectedCharges: [] }),
        400,
        'Lütfen hesaba eklemek için en az bir ürün seçin',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await requestBill(order.id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await db.$count(splitBillRequests, eq(splitBillRequests.orderId, order.id))).toBe(0);

    const alone = await requestBill(
      order.id,
      headers,
      splitOfItems({}, { selectedCharges: [kuverOf(order).id], tipPercentage: 20 }),
    );
    expect(alone.statusCode, alone.body).toBe(201);
    // No item, no tip: a tip is on what the items cost (ADR 027).
    expect(alone.json().data).toMatchObject({ amount: 50_00, tip: 0, total: 50_00 });
  });
});
