import { sayRule } from '@masa/core/testing/say-rule';
import { FISCAL_MESSAGES } from '@masa/core/fiscal/fiscal.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, fiscalRequests, payments } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import type { RegisterTwin } from '../../src/fiscal/register-twin.ts';
import { createReportApp, type Role } from '../reports/report-fixture.ts';

// The fiscal bridge (issue 35 §4, ADR 093): every payment, however it is recorded, makes exactly
// one fiscal request in its transaction, priced as the one bill model priced the payment; the
// staff type the fiş number the register printed (digits only) or mark it printed; an
// integrated register ('gmp3') is called after the commit and its refusal is kept; another
// business never sees or completes a request of this one.
const ctx = await createReportApp();
const { app, db, headers, placeOrder, recordPayment, asRole, billOf, staffCall: call } = ctx;

const as = (slug: DemoSlug, role: Role = 'owner') => asRole(slug, role);
const requestsOf = (paymentId: string) =>
  db.select().from(fiscalRequests).where(eq(fiscalRequests.paymentId, paymentId));
const waitingAt = async (slug: DemoSlug, table: number) =>
  (
    await call(
      'GET',
      `/fiscal-requests?status=waiting&tableId=${DEMO_TABLE_IDS[slug][table]}`,
      await as(slug, 'waiter'),
    )
  ).json().data.requests as { id: string; paymentId: string; amount: number }[];

describe('fiscal requests: one per payment, as the bill priced it', () => {
  it('a payment creates exactly one fiscal request with its lines, VAT rates, method and amount, tip apart', async () => {
    const order = await placeOrder(headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 1 },
    ]);
    const paid = await recordPayment(order.id, { method: 'cash', tip: 15_00 });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().data.payment;
    const rows = await requestsOf(payment.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: 'receipt',
      adapter: 'manual',
      status: 'waiting',
      amount: payment.amount,
      tableId: DEMO_TABLE_IDS.bogaz[3],
    });
    expect(row!.body).toMatchObject({ paymentType: 'cash', amount: payment.amount, tip: 15_00 });
    // The lines are the units the bill priced, and add up to the amount by VAT rate.
    const bill = await billOf(order.id, 'bogaz');
    const humus = bill.lines.find((line) => line.name === 'Humus')!;
    const ayran = bill.lines.find((line) => line.name === 'Ayran')!;
    expect(row!.body.lines).toEqual(
      expect.arrayContaining([
        {
          name: 'Humus',
          quantity: 2,
          unitPrice: humus.unitPrice,
          amount: humus.unitPrice * 2,
          vatRate: humus.vatRate,
        },
        {
          name: 'Ayran',
          quantity: 1,
          unitPrice: ayran.unitPrice,
          amount: ayran.unitPrice,
          vatRate: 20,
        },
      ]),
    );
    const priced = bill.payments.find((entry) => entry.id === payment.id)!;
    expect(row!.body.vatTotals).toEqual(
      priced.vat
        .map((share) => ({ vatRate: share.rate, gross: share.base, vat: share.vat }))
        .sort((a, b) => a.vatRate - b.vatRate),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(row!.body.lines.map((line) => line.amount))).toBe(payment.amount);
    expect(sum(row!.body.vatTotals.map((total) => total.gross))).toBe(payment.amount);
    // The table panel's list shows it to anyone who takes payments.
    const listed = await waitingAt('bogaz', 3);
    expect(listed.filter((entry) => entry.paymentId === payment.id)).toEqual([
      expect.objectContaining({ id: row!.id, amount: payment.amount, paymentType: 'cash' }),
    ]);
  });

  it('a repeated payment request (same Idempotency-Key) makes no second request', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 4 });
    const send = async () =>
      app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/payments`,
        headers: { ...(await as('bogaz')), 'idempotency-key': `fiscal-${order.id}` },
        payload: { method: 'credit_card' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().data.payment.id).toBe(first.json().data.payment.id);
    const paid = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid).toHaveLength(1);
    expect(
      await db.select().from(fiscalRequests).where(eq(fiscalRequests.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('two payments at once: each has its own one request, a refused one none', async () => {
    const order = await placeOrder(headers, [{ name: 'Ayran', quantity: 3 }], { table: 6 });
    const ayran = order.items[0]!;
    const other = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 7 });
    const results = await Promise.all([
      recordPayment(order.id, { method: 'cash', items: [{ itemId: ayran.id, quantity: 2 }] }),
      recordPayment(order.id, { method: 'cash', items: [{ itemId: ayran.id, quantity: 2 }] }),
      recordPayment(other.id, { method: 'credit_card' }),
    ]);
    const codes = results.map((res) => res.statusCode);
    expect(codes.slice(0, 2).sort(), results[0]!.body).toEqual([201, 409]);
    expect(codes[2]).toBe(201);
    for (const orderId of [order.id, other.id]) {
      const paid = await db.select().from(payments).where(eq(payments.orderId, orderId));
      const made = await db
        .select()
        .from(fiscalRequests)
        .where(eq(fiscalRequests.orderId, orderId));
      expect(made.map((row) => row.paymentId).sort()).toEqual(paid.map((row) => row.id).sort());
    }
  });
});

describe('fiscal requests: the fiş number', () => {
  it('takes digits only, then the request is done, audited, and done only once', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 8 });
    const paid = await recordPayment(order.id, { method: 'cash' });
    const [row] = await requestsOf(paid.json().data.payment.id);
    const waiter = await as('bogaz', 'waiter');
    for (const receiptNumber of ['abc', '12a', '', ' ', '1'.repeat(21), '-5', 12]) {
      const res = await call('POST', `/fiscal-requests/${row!.id}/complete`, waiter, {
        receiptNumber,
      });
      expect(res.statusCode, `${String(receiptNumber)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(sayRule(FISCAL_MESSAGES.receiptNumber));
    }
    for (const body of [{}, { printed: false }, { receiptNumber: '12', printed: true }]) {
      const res = await call('POST', `/fiscal-requests/${row!.id}/complete`, waiter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(sayRule(FISCAL_MESSAGES.completeBody));
    }
    expect((await requestsOf(row!.paymentId))[0]!.status).toBe('waiting');
    const done = await call('POST', `/fiscal-requests/${row!.id}/complete`, waiter, {
      receiptNumber: '0042',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.request).toMatchObject({
      status: 'done',
      receiptNumber: '0042',
      printedWithoutNumber: false,
    });
    const again = await call('POST', `/fiscal-requests/${row!.id}/complete`, waiter, {
      printed: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'FISCAL_REQUEST_DONE',
      message: 'Bu ödemenin fişi zaten kaydedildi',
    });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fiscal.completed'), eq(auditEvents.subjectId, row!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ receiptNumber: '0042', printed: false });
    expect((await waitingAt('bogaz', 8)).map((entry) => entry.id)).not.toContain(row!.id);
  });

  it('"Numarasız yazdırıldı" completes it without a number; the kitchen may not', async () => {
    const order = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table: 9 });
    const paid = await recordPayment(order.id, { method: 'cash' });
    const [row] = await requestsOf(paid.json().data.payment.id);
    const kitchen = await call(
      'POST',
      `/fiscal-requests/${row!.id}/complete`,
      await as('bogaz', 'kitchen'),
      {
        printed: true,
      },
    );
    expect(kitchen.statusCode).toBe(403);
    const res = await call(
      'POST',
      `/fiscal-requests/${row!.id}/complete`,
      await as('bogaz', 'manager'),
      {
        printed: true,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.request).toMatchObject({
      status: 'done',
      receiptNumber: null,
      printedWithoutNumber: true,
    });
  });

  it('two staff typing a number at once: one is kept, the other told it is done', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 5 });
    const paid = await recordPayment(order.id, { method: 'cash' });
    const [row] = await requestsOf(paid.json().data.payment.id);
    const [a, b] = await Promise.all([
      call('POST', `/fiscal-requests/${row!.id}/complete`, await as('bogaz', 'waiter'), {
        receiptNumber: '501',
      }),
      call('POST', `/fiscal-requests/${row!.id}/complete`, await as('bogaz', 'manager'), {
        receiptNumber: '502',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (a.statusCode === 200 ? a : b).json().data.request.receiptNumber;
    expect((await requestsOf(row!.paymentId))[0]!.receiptNumber).toBe(kept);
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'fiscal.completed'), eq(auditEvents.subjectId, row!.id)));
    expect(audit).toHaveLength(1);
  });

  it("another business's request is 404 and never listed", async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 0 });
    const paid = await recordPayment(order.id, { method: 'cash' });
    const [row] = await requestsOf(paid.json().data.payment.id);
    const stranger = await as('kugulu');
    const res = await call('POST', `/fiscal-requests/${row!.id}/complete`, stranger, {
      receiptNumber: '7',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'FISCAL_REQUEST_NOT_FOUND',
      message: sayRule(FISCAL_MESSAGES.notFound),
    });
    const theirs = (await call('GET', '/fiscal-requests', stranger)).json().data.requests;
    expect(theirs.map((entry: { id: string }) => entry.id)).not.toContain(row!.id);
    // Naming this business's table gets another business nothing but 404.
    const atTable = await call(
      'GET',
      `/fiscal-requests?tableId=${DEMO_TABLE_IDS.bogaz[0]}`,
      stranger,
    );
    expect(atTable.statusCode, atTable.body).toBe(404);
    expect(atTable.json()).toMatchObject({ error: 'TABLE_NOT_FOUND', message: 'Masa bulunamadı' });
    expect((await requestsOf(row!.paymentId))[0]!.status).toBe('waiting');
  });
});

describe('fiscal requests: the setting and an integrated register', () => {
  it('every business starts manual; the owner switches, a bad value is 400 in Turkish', async () => {
    const owner = await as('ege');
    const settings = await call('GET', '/settings', owner);
    expect(settings.json().data.fiscal).toEqual({ adapter: 'manual' });
    const bad = await call('PUT', '/settings/fiscal', owner, { adapter: 'paper' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(sayRule(FISCAL_MESSAGES.adapter));
    expect(
      (await call('PUT', '/settings/fiscal', await as('ege', 'waiter'), { adapter: 'off' }))
        .statusCode,
    ).toBe(403);
    const set = await call('PUT', '/settings/fiscal', owner, { adapter: 'gmp3' });
    expect(set.statusCode, set.body).toBe(200);
    const after = (await call('GET', '/settings', owner)).json().data;
    expect(after.fiscal).toEqual({ adapter: 'gmp3' });
    // The slip's tax office and number stay where they were.
    expect(after.profile.name).toBeTruthy();
  });

  it("'gmp3': the register prints after the commit and its number is kept; a refusal leaves it failed with the device's words", async () => {
    const owner = await as('bogaz');
    expect((await call('PUT', '/settings/fiscal', owner, { adapter: 'gmp3' })).statusCode).toBe(
      200,
    );
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }], { table: 1 });
    const paid = await recordPayment(order.id, { method: 'credit_card' });
    const [row] = await requestsOf(paid.json().data.payment.id);
    expect(row).toMatchObject({ adapter: 'gmp3', status: 'done' });
    expect(row!.receiptNumber).toMatch(/^\d+$/);

    (app.fiscalDevice as RegisterTwin).refuseNext('Kağıt bitti');
    const second = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table: 2 });
    const refused = await recordPayment(second.id, { method: 'cash' });
    expect(refused.statusCode, refused.body).toBe(201);
    const [failed] = await requestsOf(refused.json().data.payment.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'Kağıt bitti', receiptNumber: null });
    const listed = (await call('GET', '/fiscal-requests?status=failed', owner)).json().data
      .requests;
    expect(listed).toEqual([
      expect.objectContaining({ id: failed!.id, error: 'Kağıt bitti', deviceTwin: true }),
    ]);
    // The staff print it by hand and type the number: done.
    const done = await call('POST', `/fiscal-requests/${failed!.id}/complete`, owner, {
      receiptNumber: '815',
    });
    expect(done.json().data.request).toMatchObject({ status: 'done', receiptNumber: '815' });
    expect((await call('PUT', '/settings/fiscal', owner, { adapter: 'manual' })).statusCode).toBe(
      200,
    );
  });
});
