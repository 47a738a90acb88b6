import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createStaffOrderApp, type StaffOrderJson } from '../staff-orders/staff-order-fixture.ts';

// Issue 32 §3, ADR 078: once a table has "Hesap 2", the waiter's send names the bill it is for;
// without a name it goes on the first bill, and a bill the sitting never opened is refused.
const ctx = await createStaffOrderApp();
const { app, send, dishes } = ctx;
const waiter = await ctx.staffHeaders('bogaz', 'waiter');
type Order = StaffOrderJson & { billLabel: string | null; items: { id: string }[] };

describe("a waiter's send to one of the table's bills", () => {
  it('goes on Hesap 2 when named, on the first bill otherwise; an unknown bill is 409', async () => {
    const early = await send(waiter, 7, {
      billLabel: 'Hesap 2',
      items: [{ productId: dishes.soda.id, quantity: 1 }],
    });
    expect([early.statusCode, early.json().error]).toEqual([409, 'BILL_NOT_OPEN']);
    expect(early.json().message).toBe(
      'Hesap 2 bu masada açık değil; masanın hesaplarından birini seçin',
    );

    const first = await send(waiter, 7, {
      personCount: 4,
      items: [{ productId: dishes.soda.id, quantity: 4 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const [drinks] = first.json().data.orders as Order[];
    const opened = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${DEMO_TABLE_IDS.bogaz[7]}/bills`,
      headers: waiter,
      payload: {
        orderId: drinks!.id,
        lines: [{ itemId: drinks!.items[0]!.id, quantity: 2, expectedQuantity: 4 }],
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);

    const second = await send(waiter, 7, {
      billLabel: 'Hesap 2',
      items: [{ productId: dishes.kunefe.id, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const [dessert] = second.json().data.orders as Order[];
    expect(dessert).toMatchObject({ billLabel: 'Hesap 2', tableSessionId: drinks!.tableSessionId });

    const firstAgain = await send(waiter, 7, {
      billLabel: 'Hesap 1',
      items: [{ productId: dishes.corba.id, quantity: 1 }],
    });
    expect(firstAgain.statusCode, firstAgain.body).toBe(201);
    expect((firstAgain.json().data.orders as Order[])[0]!.billLabel).toBeNull();

    const unknown = await send(waiter, 7, {
      billLabel: 'Hesap 3',
      items: [{ productId: dishes.corba.id, quantity: 1 }],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([409, 'BILL_NOT_OPEN']);
    const bad = await send(waiter, 7, {
      billLabel: 'Bill 2',
      items: [{ productId: dishes.corba.id, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
