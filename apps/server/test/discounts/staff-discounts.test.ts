import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderDiscounts, orders, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_APPROVAL_PINS } from '../../src/db/seed/demo-ids.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';
import { createDiscountApp } from './discount-fixture.ts';

// Issue 32 §2 (ADR 074): a waiter gives a regular 10 % off, the diner's phone and the bill show
// it as its own row, the staff take the rest; bad inputs, roles and stale screens are refused
// and write nothing.
const ctx = await createDiscountApp();
const { db, headers, placeOrder, readBill, recordPayment, staffAs, giveDiscount, staffBill } = ctx;
const sockets = socketClients();
beforeAll(() => ctx.app.listen({ port: 0, host: '127.0.0.1' }));
const waiter = await staffAs('waiter');
const owner = await staffAs('owner');
const meal = [
  { name: 'Humus', quantity: 1 },
  { name: 'Ayran', quantity: 2 },
];
const rowsOf = (orderId: string) =>
  db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, orderId));

describe('staff discounts (issue 32 §2)', () => {
  it('10 % off for a regular: its own row, a new total on the diner phone, the rest paid', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const before = await staffBill(order.id);
    const res = await giveDiscount(order.id, waiter, {
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
      expectedTotal: before.total,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('İndirim uygulandı: −₺28,00');
    const bill = res.json().data.bill;
    // Humus ₺160 + 2 × Ayran ₺60 = ₺280: 10 % is ₺28, never of the kuver.
    expect(bill.staffDiscounts).toEqual([
      expect.objectContaining({ lineId: null, kind: 'percent', value: 10, reason: 'Müdavim' }),
    ]);
    expect(bill.staffDiscounts[0].amount).toBe(28_00);
    expect(bill.total).toBe(before.total - 28_00);
    expect(bill.subtotal).toBe(before.subtotal);
    // The diner's phone reads the same bill.
    const diner = (await readBill(order.id, headers)).json().data.bill;
    expect(diner).toMatchObject({ total: bill.total, staffDiscountTotal: 28_00 });
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'discount.given'),
          eq(auditEvents.subjectId, bill.staffDiscounts[0].id),
        ),
      );
    expect(audit?.details).toMatchObject({
      amount: 28_00,
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
    });
    const paid = await recordPayment(order.id, { method: 'cash', expectedAmount: bill.total });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.order.bill).toMatchObject({ left: 0, settled: true, paid: bill.total });
    // The slip: lines at their price, the discount its own minus line, adding up to the payment.
    const receipt = paid.json().data.payment.receipt;
    expect(receipt.staffDiscount).toEqual({
      amount: 28_00,
      discounts: [{ reason: 'Müdavim', kind: 'percent', value: 10 }],
    });
    expect(receipt.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0)).toBe(
      280_00,
    );
  });

  it('an amount on one line: the line less it, each unit priced apart, adding up', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const ayran = order.items.find((item) => item.name === 'Ayran')!.id;
    const before = await staffBill(order.id);
    const res = await giveDiscount(order.id, waiter, {
      lineId: ayran,
      kind: 'amount',
      value: 15_01,
      reason: 'Şikâyet',
      expectedTotal: before.total,
    });
    expect(res.statusCode).toBe(201);
    const line = res.json().data.bill.lines.find((l: { id: string }) => l.id === ayran);
    expect(line).toMatchObject({ amount: 120_00, staffDiscount: 15_01 });
    const first = await recordPayment(order.id, {
      method: 'cash',
      items: [{ itemId: ayran, quantity: 1 }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.payment.amount).toBe(60_00 - 7_51);
    expect(first.json().data.payment.receipt).toMatchObject({
      lines: [{ lineId: ayran, quantity: 1, amount: 60_00 }],
      staffDiscount: { amount: 7_51, discounts: [{ reason: 'Şikâyet', kind: 'amount' }] },
    });
    const rest = await recordPayment(order.id, { method: 'credit_card' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.order.bill).toMatchObject({ left: 0, settled: true });
    expect(rest.json().data.order.bill.paid).toBe(before.total - 15_01);
  });

  it("tells the order's screens of a discount given and taken back with their commits, under an outbox id; a refused one tells nothing", async () => {
    // Written in the discount's transaction (ADR 096): the id lets a board drop news it heard
    // twice (ADR 109); news told after the commit had none, and was lost with a process that
    // died in between.
    const board = await sockets.open(ctx.app, owner.authorization);
    const news = sockets.record<{ orderId: string; change: string; outboxId?: number }>(
      board,
      'order:updated',
    );
    const order = await placeOrder(headers, meal, { table: 4 });
    const { total } = await staffBill(order.id);
    // Half of ₺280 is above the waiter's ₺100 limit: refused without a manager's PIN.
    const refused = await giveDiscount(order.id, waiter, {
      kind: 'percent',
      value: 50,
      reason: 'Müdavim',
      expectedTotal: total,
    });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'APPROVAL_REQUIRED']);
    const given = await giveDiscount(order.id, waiter, {
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
      expectedTotal: total,
    });
    expect(given.statusCode, given.body).toBe(201);
    const { bill } = given.json().data;
    const removed = await ctx.removeDiscount(
      order.id,
      bill.staffDiscounts[0].id,
      owner,
      bill.total,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    // Another table's discount, news after all of these: once it is heard, so is all before it.
    const next = await placeOrder(headers, meal, { table: 5 });
    const nextGiven = await giveDiscount(next.id, owner, {
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
      expectedTotal: (await staffBill(next.id)).total,
    });
    expect(nextGiven.statusCode, nextGiven.body).toBe(201);
    await eventually(() => expect(news.map((e) => e.orderId)).toContain(next.id));

    const ours = news.filter((e) => e.orderId === order.id);
    expect(ours.map((e) => e.change)).toEqual(['bill', 'bill']);
    const ids = ours.map((e) => e.outboxId);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(ids[0]).toBeLessThan(ids[1]!);
  });

  it('refuses a stale screen with the new total, and writes nothing', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const bill = await staffBill(order.id);
    const res = await giveDiscount(order.id, waiter, {
      kind: 'percent',
      value: 10,
      reason: 'Müdavim',
      expectedTotal: bill.total + 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'BILL_TOTAL_CHANGED', total: bill.total });
    expect(res.json().message).toContain('yeni toplam');
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('refuses bad inputs with a Turkish 4xx and writes nothing', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const other = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], {
      table: 1,
      slug: 'ege',
    });
    const { total } = await staffBill(order.id);
    const humus = order.items.find((item) => item.name === 'Humus')!.id;
    const base = { kind: 'percent', value: 10, reason: 'Müdavim', expectedTotal: total };
    const cases: [object, number, string][] = [
      [{ ...base, value: 0 }, 400, 'İndirim sıfırdan büyük olmalı'],
      [{ ...base, value: 101 }, 400, 'Yüzde 1 ile 100 arasında olmalı'],
      [{ ...base, kind: 'amount', value: -5 }, 400, 'İndirim sıfırdan büyük olmalı'],
      [
        { ...base, kind: 'amount', value: 12.5 },
        400,
        'İndirim tam sayı olmalı (yüzde ya da kuruş)',
      ],
      [{ ...base, reason: undefined }, 400, 'Bir sebep seçin ya da yazın'],
      [{ ...base, reason: '  ' }, 400, 'Bir sebep seçin ya da yazın'],
      [{ ...base, reason: 'x'.repeat(201) }, 400, 'Sebep en fazla 200 karakter olabilir'],
      [
        { ...base, lineId: humus, kind: 'amount', value: 160_01 },
        400,
        'İndirim tutarı kalan tutarı (₺160,00) aşamaz',
      ],
      [{ ...base, lineId: 'f'.repeat(24) }, 404, 'Bu ürün siparişte yok ya da iptal edilmiş'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await giveDiscount(order.id, waiter, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // Another business's order is unknown to this one.
    const foreign = await giveDiscount(other.id, waiter, base);
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(order.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it('lets the kitchen give none, and only an owner or manager take one back (audited)', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const before = await staffBill(order.id);
    const body = { kind: 'amount', value: 20_00, reason: 'Personel', expectedTotal: before.total };
    expect((await giveDiscount(order.id, await staffAs('kitchen'), body)).statusCode).toBe(403);
    const given = await giveDiscount(order.id, waiter, body);
    const discount = given.json().data.bill.staffDiscounts[0];
    const after = given.json().data.bill.total;
    expect(after).toBe(before.total - 20_00);
    expect((await ctx.removeDiscount(order.id, discount.id, waiter, after)).statusCode).toBe(403);
    const stale = await ctx.removeDiscount(order.id, discount.id, owner, before.total);
    expect(stale.statusCode).toBe(409);
    const removed = await ctx.removeDiscount(
      order.id,
      discount.id,
      await staffAs('manager'),
      after,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.bill).toMatchObject({ total: before.total, staffDiscounts: [] });
    expect((await ctx.removeDiscount(order.id, discount.id, owner, before.total)).statusCode).toBe(
      404,
    );
    const [row] = await rowsOf(order.id);
    expect(row?.removedAt).not.toBeNull();
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'discount.removed'), eq(auditEvents.subjectId, discount.id)),
      );
    expect(audit[0]?.details).toMatchObject({ amount: 20_00, reason: 'Personel' });
  });

  it("needs a manager's PIN for a waiter's discount above the owner's limit (₺100)", async () => {
    const order = await placeOrder(headers, [{ name: 'Karışık Izgara', quantity: 2 }], {
      table: 2,
    });
    const { total } = await staffBill(order.id);
    const body = { kind: 'percent', value: 10, reason: 'Doğum günü', expectedTotal: total };
    const alone = await giveDiscount(order.id, waiter, body);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error).toBe('APPROVAL_REQUIRED');
    const [manager] = await db
      .select()
      .from(staffAccounts)
      .where(
        and(eq(staffAccounts.businessId, order.businessId), eq(staffAccounts.role, 'manager')),
      );
    const wrong = await giveDiscount(order.id, waiter, {
      ...body,
      approval: { staffId: manager!.id, pin: '0000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('APPROVAL_REFUSED');
    expect(await rowsOf(order.id)).toEqual([]);
    const approved = await giveDiscount(order.id, waiter, {
      ...body,
      approval: { staffId: manager!.id, pin: DEMO_APPROVAL_PINS.manager },
    });
    expect(approved.statusCode).toBe(201);
    // 2 × ₺780: 10 % is ₺156, above the waiter's ₺100.
    expect(approved.json().data.bill.staffDiscounts[0].amount).toBe(156_00);
    const [row] = await rowsOf(order.id);
    expect(row?.approvedByStaffId).toBe(manager!.id);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'discount.given'), eq(auditEvents.subjectId, row!.id)));
    expect(audit?.details).toMatchObject({ amount: 156_00, approvedBy: manager!.name });
  });

  it('never discounts a paid unit, nor a cancelled order', async () => {
    const order = await placeOrder(headers, meal, { table: 2 });
    const ayran = order.items.find((item) => item.name === 'Ayran')!.id;
    const humus = order.items.find((item) => item.name === 'Humus')!.id;
    await recordPayment(order.id, { method: 'cash', items: [{ itemId: ayran, quantity: 1 }] });
    const { total } = await staffBill(order.id);
    const base = { kind: 'percent', value: 10, reason: 'Müdavim', expectedTotal: total };
    for (const payload of [base, { ...base, lineId: ayran }]) {
      const res = await giveDiscount(order.id, waiter, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'DISCOUNT_ON_PAID' });
    }
    // The unpaid line may still be discounted, and what was paid stays as it was.
    const humusOff = await giveDiscount(order.id, waiter, { ...base, lineId: humus });
    expect(humusOff.statusCode).toBe(201);
    expect(humusOff.json().data.bill.payments[0].amount).toBe(60_00);
    await db
      .update(orders)
      .set({ isCancelled: true, status: 'cancelled' })
      .where(eq(orders.id, order.id));
    const closed = await giveDiscount(order.id, waiter, {
      ...base,
      expectedTotal: humusOff.json().data.bill.total,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: 'ORDER_CLOSED' });
  });

  it('a line change that would re-price a paid unit under an order discount is refused', async () => {
    const order = await placeOrder(headers, meal, { table: 3 });
    const ayran = order.items.find((item) => item.name === 'Ayran')!.id;
    const humus = order.items.find((item) => item.name === 'Humus')!.id;
    const before = await staffBill(order.id);
    // ₺28 off the order spreads over its units by price: ₺16 on the Humus, ₺6 on each Ayran.
    const given = await giveDiscount(order.id, owner, {
      kind: 'amount',
      value: 28_00,
      reason: 'Şikâyet',
      expectedTotal: before.total,
    });
    expect(given.statusCode, given.body).toBe(201);
    const paid = await recordPayment(order.id, {
      method: 'cash',
      items: [{ itemId: ayran, quantity: 1 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paidBill = await staffBill(order.id);
    expect(paidBill.paid).toBe(54_00);
    // Cancelling the Humus would put the whole ₺28 on the two Ayran, the paid one included.
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${order.id}/items/${humus}/status`,
      headers: owner,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json()).toMatchObject({ error: 'PAID_AMOUNT_WOULD_MOVE' });
    const after = await staffBill(order.id);
    expect(after).toMatchObject({ paid: 54_00, total: paidBill.total, left: paidBill.left });
  });

  it("takes the reason from the business's discount list, plus typed text; another business's or kind's reason is 400 and writes nothing", async () => {
    type Reason = { id: string; kind: string; label: string };
    const reasons = async (who: Record<string, string>) =>
      (await ctx.app.inject({ url: '/api/staff/corrections/reasons', headers: who })).json()
        .data as Reason[];
    const ours = await reasons(waiter);
    const staff = ours.find((r) => r.kind === 'discount' && r.label === 'Personel')!;
    const anIkram = ours.find((r) => r.kind === 'ikram')!;
    const theirs = (await reasons(await staffAs('waiter', 'ege'))).find(
      (r) => r.kind === 'discount',
    )!;
    const order = await placeOrder(headers, meal, { table: 4 });
    const { total } = await staffBill(order.id);
    const base = { kind: 'percent', value: 10, expectedTotal: total };
    for (const reasonId of [theirs.id, anIkram.id]) {
      const refused = await giveDiscount(order.id, waiter, { ...base, reasonId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'REASON_NOT_FOUND',
        message: 'Sebep bu işletmenin listesinde bulunamadı',
      });
    }
    expect(await rowsOf(order.id)).toEqual([]);

    const res = await giveDiscount(order.id, waiter, {
      ...base,
      reasonId: staff.id,
      reason: ' mutfak ekibi ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.bill.staffDiscounts).toEqual([
      expect.objectContaining({ reason: 'Personel — mutfak ekibi', amount: 28_00 }),
    ]);
    const [row] = await rowsOf(order.id);
    expect(row?.reason).toBe('Personel — mutfak ekibi');
  });
});
