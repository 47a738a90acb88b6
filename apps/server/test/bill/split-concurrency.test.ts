import { describe, expect, it } from 'vitest';
import { createBillApp, type Headers } from './bill-fixture.ts';

// Real concurrency: every request runs in its own transaction on its own connection; the order
// row and its items are locked (openBill), so the checks of one order run one after another.
const ctx = await createBillApp();
const { headers, placeOrder, requestBill, readBill } = ctx;
const split = (selectedItems: Record<string, number>) => ({
  isSplitBill: true,
  paymentMethod: 'cash',
  selectedItems,
});
/** Customers who scanned the table's QR code: friends at that table, with their keys. */
const friends = async (count: number, table: number): Promise<Headers[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const friend = await ctx.newCustomer(`Arkadaş ${i}`);
      return ctx.scanTable(friend.headers, { table });
    }),
  );

describe('concurrent splits', () => {
  it('ten diners asking for one unit each of three at once: exactly three get it', async () => {
    const order = await placeOrder(headers, [{ name: 'Fıstıklı Baklava', quantity: 3 }], {
      table: 7,
    });
    const id = order.items[0]!.id;
    const diners = await friends(10, 7);
    const answers = await Promise.all(
      diners.map((who) => requestBill(order.id, who, split({ [id]: 1 }))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(
        'Seçilen miktar kalan miktarı aşıyor: Fıstıklı Baklava (kalan 0)',
      );
    }
    const bill = (await readBill(order.id, headers)).json().data;
    expect(bill.items[0]).toMatchObject({ pendingQuantity: 3, availableQuantity: 0 });
  });

  it('two diners splitting the same items at the same moment never take more than remains', async () => {
    const order = await placeOrder(
      headers,
      [
        { name: 'Humus', quantity: 2 },
        { name: 'Ayran', quantity: 1 },
      ],
      { table: 8 },
    );
    const [ali, ayse] = await friends(2, 8);
    const all = Object.fromEntries(order.items.map((item) => [item.id, item.quantity]));
    const answers = await Promise.all(
      [ali!, ayse!].map((who) => requestBill(order.id, who, split(all))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((r) => r.statusCode === 201)!.json().data;
    expect(winner.total).toBe(order.total - order.serviceChargeTotal);
  });
});
