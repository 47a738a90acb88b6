import { sayRule } from '@masa/core/testing/say-rule';
import { formatTry } from '@masa/core/money/format-try';
import { DAY_MESSAGES } from '@masa/core/reports/day.schemas';
import { businessToday } from '@masa/core/reports/report-days';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, tables } from '../../src/db/schema/index.ts';
import { DEMO_TABLE_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { settleRegisterSide } from '../fiscal/register-side.ts';
import { createReportApp, type Role } from '../reports/report-fixture.ts';

// Gün sonu (issue 32 §6, ADR 077): an owner or manager opens the business day with the drawer's
// cash, the day's payments add up as the bills price them, unpaid tables hold the close back,
// the close freezes the Z summary with the counted cash, and a payment after it lands in the
// next day.
const ctx = await createReportApp();
const { app, db, headers, placeOrder, recordPayment, asRole, report, billOf } = ctx;
const call = ctx.staffCall;
const today = businessToday();

const as = (slug: DemoSlug, role: Role = 'owner') => asRole(slug, role);
const tableName = async (slug: DemoSlug, index: number) =>
  (await db.select().from(tables).where(eq(tables.id, DEMO_TABLE_IDS[slug][index]!)))[0]!.name;

describe('gün sonu: who may open and close the day', () => {
  it('answers owners and managers; waiters and the kitchen get 403, strangers 401', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const res = await call('GET', '/days/current', await as('kugulu', role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ day: null, unsettled: [] });
    }
    for (const role of ['waiter', 'kitchen'] as const) {
      const who = await as('kugulu', role);
      for (const [method, url, body] of [
        ['GET', '/days/current', undefined],
        ['POST', '/days', { openingFloat: 500_00 }],
      ] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
      }
    }
    expect((await call('GET', '/days/current', {})).statusCode).toBe(401);
    expect((await call('GET', '/days/current', headers)).statusCode).toBe(403);
  });
});

describe('gün sonu: opening, closing and what comes after', () => {
  it('opens once with a float (409 the second time, 400 for a bad float)', async () => {
    const owner = await as('ege');
    for (const openingFloat of [-1, 12.5, '500', null]) {
      const res = await call('POST', '/days', owner, { openingFloat });
      expect(res.statusCode, `${String(openingFloat)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(sayRule(DAY_MESSAGES.badFloat));
    }
    // Two managers open at once: one day, the other told it is open.
    const [a, b] = await Promise.all([
      call('POST', '/days', owner, { openingFloat: 500_00 }),
      call('POST', '/days', await as('ege', 'manager'), { openingFloat: 300_00 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({
      error: 'DAY_ALREADY_OPEN',
      message: 'Gün zaten açık: önce açık günü kapatın',
    });
    const again = await call('POST', '/days', owner, { openingFloat: 100_00 });
    expect(again.statusCode).toBe(409);
    const english = await call(
      'POST',
      '/days',
      { ...owner, 'accept-language': 'en' },
      { openingFloat: 1 },
    );
    expect(english.json().message).toBe('The day is already open: close the open day first');
  });

  it('closes only without unpaid tables, with the cash count ₺10 short, the same figures as the sales report', async () => {
    const owner = await as('bogaz');
    const opened = await call('POST', '/days', owner, { openingFloat: 500_00 });
    expect(opened.statusCode, opened.body).toBe(201);
    const day = opened.json().data;
    expect(day).toMatchObject({ closedAt: null, openedBy: { name: 'Mehmet Kaya' } });
    expect(day.summary.cash).toMatchObject({
      openingFloat: 500_00,
      expected: 500_00,
      counted: null,
    });

    const meal = await placeOrder(headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 1 },
    ]);
    const unpaid = await placeOrder(headers, [{ name: 'Ayran', quantity: 2 }], { table: 5 });
    // One Humus on the house, the Ayran spilt and wasted (ADR 073): the Z counts both apart.
    const humus = meal.items.find((item) => item.name === 'Humus')!;
    const ayran = meal.items.find((item) => item.name === 'Ayran')!;
    const correction = { quantity: 1, reason: 'Müdavim' };
    const ikram = await call('POST', `/orders/${meal.id}/items/${humus.id}/ikram`, owner, {
      ...correction,
      expectedQuantity: 2,
    });
    expect(ikram.statusCode, ikram.body).toBe(200);
    const wasted = await call('POST', `/orders/${meal.id}/items/${ayran.id}/void`, owner, {
      ...correction,
      kind: 'wasted',
      expectedQuantity: 1,
    });
    expect(wasted.statusCode, wasted.body).toBe(200);
    const paidCash = await recordPayment(meal.id, { method: 'cash', tip: 20_00 });
    expect(paidCash.statusCode, paidCash.body).toBe(201);

    // Masa 6 has not paid: the close is refused, naming it, and nothing is frozen.
    const unpaidName = await tableName('bogaz', 5);
    const current = (await call('GET', '/days/current', owner)).json().data;
    expect(current.unsettled).toEqual([
      { tableId: DEMO_TABLE_IDS.bogaz[5], name: unpaidName, orders: 1, left: unpaid.total },
    ]);
    const blocked = await call('POST', `/days/${day.id}/close`, owner, { countedCash: 0 });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({
      error: 'DAY_HAS_OPEN_TABLES',
      message: `Ödenmemiş masalar var: ${unpaidName}. Günü kapatmadan önce kapatın.`,
      tables: [unpaidName],
    });
    expect((await call('GET', `/days/${day.id}`, owner)).json().data.closedAt).toBeNull();

    const paidCard = await recordPayment(unpaid.id, { method: 'credit_card' });
    expect(paidCard.statusCode, paidCard.body).toBe(201);
    for (const countedCash of [-100, 'on', 10.5, null]) {
      const bad = await call('POST', `/days/${day.id}/close`, owner, { countedCash });
      expect(bad.statusCode, `${String(countedCash)}: ${bad.body}`).toBe(400);
      expect(bad.json().message).toBe(sayRule(DAY_MESSAGES.badCount));
    }
    // Another business's owner cannot read or close it; a waiter may not.
    const stranger = await as('ege');
    expect((await call('GET', `/days/${day.id}`, stranger)).statusCode).toBe(404);
    expect(
      (await call('POST', `/days/${day.id}/close`, stranger, { countedCash: 0 })).statusCode,
    ).toBe(404);
    const waiter = await call('POST', `/days/${day.id}/close`, await as('bogaz', 'waiter'), {
      countedCash: 0,
    });
    expect(waiter.statusCode).toBe(403);

    const bill = await billOf(meal.id, 'bogaz');
    const expected = 500_00 + bill.total + 20_00;
    // The register's side first (issue 35 §4, ADR 093): each fiş numbered, the Z typed in.
    await settleRegisterSide({ app, owner, dayId: day.id });
    // A screen that still showed the ₺500 float (opened before the meal was paid) is stale: the
    // close is refused with the drawer's figure now, and nothing is frozen.
    const stale = await call('POST', `/days/${day.id}/close`, owner, {
      countedCash: 490_00,
      expectedCash: 500_00,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'DAY_CASH_CHANGED',
      message: `Bu arada yeni bir ödeme alındı: beklenen nakit artık ${formatTry(expected)}. Kasayı bu tutara göre sayın.`,
      expectedCash: expected,
    });
    expect((await call('GET', `/days/${day.id}`, owner)).json().data.closedAt).toBeNull();
    const closed = await call('POST', `/days/${day.id}/close`, await as('bogaz', 'manager'), {
      countedCash: expected - 10_00,
      expectedCash: expected,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json().data;
    expect(z.closedBy.name).toBe('Selin Aydın');
    expect(z.summary.cash).toEqual({
      openingFloat: 500_00,
      cashPayments: bill.total,
      cashTips: 20_00,
      cashRefunds: 0,
      expected,
      counted: expected - 10_00,
      overShort: -10_00,
    });
    // The Z summary is the sales report of the day (everything paid at Boğaz today was in it).
    const sales = await report('bogaz', today);
    expect(z.summary).toMatchObject({
      payments: sales.payments,
      gross: sales.gross,
      net: sales.net,
      vat: sales.vat,
      vatTotal: sales.vatTotal,
      tips: sales.tips,
      byMethod: sales.byMethod,
      refunds: sales.refunds,
      discounts: sales.discounts,
    });
    const figure = ({ lines, amount }: { lines: number; amount: number }) => ({ lines, amount });
    expect(z.summary.ikram).toEqual({ lines: 1, amount: humus.price });
    expect(z.summary.voids).toEqual({
      notMade: { lines: 0, amount: 0 },
      wasted: { lines: 1, amount: ayran.price },
    });
    expect(z.summary.ikram).toEqual(figure(sales.corrections.ikram));
    expect(z.summary.voids.wasted).toEqual(figure(sales.corrections.voids.wasted));
    expect(z.summary.byStaff).toEqual([
      {
        staffId: expect.any(String),
        name: 'Mehmet Kaya',
        payments: 2,
        amount: sales.gross,
        tips: 20_00,
      },
    ]);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'day.closed'), eq(auditEvents.subjectId, day.id)));
    expect(audit).toMatchObject({
      staffName: 'Selin Aydın',
      details: expect.objectContaining({
        gross: sales.gross,
        countedCash: expected - 10_00,
        overShort: -10_00,
      }),
    });
    const twice = await call('POST', `/days/${day.id}/close`, owner, { countedCash: 0 });
    expect(twice.json()).toMatchObject({ error: 'DAY_CLOSED' });
    expect(twice.statusCode).toBe(409);

    // A payment recorded after the close: the closed day stays as frozen; it lands in the next.
    const late = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }]);
    const latePaid = await recordPayment(late.id, { method: 'cash' });
    expect(latePaid.statusCode, latePaid.body).toBe(201);
    const frozen = (await call('GET', `/days/${day.id}`, owner)).json().data;
    expect(frozen.summary).toEqual(z.summary);
    const next = await call('POST', '/days', owner, { openingFloat: 0 });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.periodStart).toBe(z.closedAt);
    expect(next.json().data.summary).toMatchObject({
      payments: 1,
      gross: late.total,
      cash: { expected: late.total },
    });
  });
});
