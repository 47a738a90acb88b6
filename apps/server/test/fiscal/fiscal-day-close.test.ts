import { sayRule } from '@masa/core/testing/say-rule';
import { FISCAL_MESSAGES } from '@masa/core/fiscal/fiscal.schemas';
import { DAY_MESSAGES } from '@masa/core/reports/day.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, businesses, fiscalRequests } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createReportApp, type Role } from '../reports/report-fixture.ts';

// The day close against the register (issue 35 §4, ADR 093): the day closes only when each
// payment's fiş number is typed (or marked printed), the register's Z report is typed in, and
// Masa's totals by VAT rate and method agree with it, or the closer accepts the differences,
// which are then frozen and audited. A business without a register ('off') closes as before.
const ctx = await createReportApp();
const { db, headers, placeOrder, recordPayment, asRole, staffCall: call } = ctx;
// Kuğulu keeps café hours (closed on Sundays, 08:00–22:00): its diner order below must not
// depend on the hour the suite runs at.
await db
  .update(businesses)
  .set({ openingHours: null })
  .where(eq(businesses.id, DEMO_BUSINESS_IDS.kugulu));

const as = (slug: DemoSlug, role: Role = 'owner') => asRole(slug, role);
const openDay = async (slug: DemoSlug) => {
  const res = await call('POST', '/days', await as(slug), { openingFloat: 0 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};
type Totals = {
  byVatRate: { vatRate: number; gross: number }[];
  byMethod: { method: string; amount: number }[];
};
const reconciliationOf = async (slug: DemoSlug, dayId: string) => {
  const res = await call('GET', `/days/${dayId}/reconciliation`, await as(slug));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { masa: Totals & { total: number }; waitingReceipts: number };
};
const completeAll = async (slug: DemoSlug) => {
  const who = await as(slug, 'waiter');
  const waiting = (await call('GET', '/fiscal-requests?status=waiting', who)).json().data.requests;
  for (const [index, request] of (waiting as { id: string }[]).entries()) {
    const res = await call('POST', `/fiscal-requests/${request.id}/complete`, who, {
      receiptNumber: String(100 + index),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

describe('gün sonu with the register', () => {
  it("the manual adapter's number is required before the day closes", async () => {
    const owner = await as('kugulu');
    const dayId = await openDay('kugulu');
    const order = await placeOrder(headers, [{ name: 'Latte', quantity: 2 }], {
      slug: 'kugulu',
      table: 1,
    });
    const paid = await recordPayment(order.id, { method: 'cash', tip: 10_00 }, 'kugulu');
    expect(paid.statusCode, paid.body).toBe(201);
    const amount = paid.json().data.payment.amount as number;

    const waiting = await call('POST', `/days/${dayId}/close`, owner, { countedCash: amount });
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.json()).toMatchObject({
      error: 'FISCAL_RECEIPTS_WAITING',
      message:
        '1 ödemenin fiş numarası bekleniyor: günü kapatmadan önce girin ya da numarasız yazdırıldı olarak işaretleyin.',
      count: 1,
    });
    expect((await reconciliationOf('kugulu', dayId)).waitingReceipts).toBe(1);

    await completeAll('kugulu');
    const noZ = await call('POST', `/days/${dayId}/close`, owner, { countedCash: amount });
    expect(noZ.statusCode, noZ.body).toBe(409);
    expect(noZ.json()).toMatchObject({
      error: 'Z_REPORT_MISSING',
      message: 'Yazarkasanın Z raporu girilmedi: günü kapatmadan önce Z raporunu girin.',
    });

    // The register's Z says what Masa says: the day closes.
    const { masa } = await reconciliationOf('kugulu', dayId);
    expect(masa.total).toBe(amount);
    expect(masa.byMethod).toEqual([{ method: 'cash', amount }]);
    const z = await call('PUT', `/days/${dayId}/z-report`, owner, {
      zNumber: '0017',
      byVatRate: masa.byVatRate,
      byMethod: masa.byMethod,
    });
    expect(z.statusCode, z.body).toBe(200);
    expect(z.json().data).toMatchObject({ differences: [], register: { zNumber: '0017' } });
    const closed = await call('POST', `/days/${dayId}/close`, owner, {
      countedCash: amount + 10_00,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.summary.cash.overShort).toBe(0);
  });

  it('reconciliation flags a 10 TL difference, refuses the close until accepted, then freezes and audits it', async () => {
    const owner = await as('bogaz');
    const dayId = await openDay('bogaz');
    const meal = await placeOrder(headers, [
      { name: 'Humus', quantity: 2 },
      { name: 'Ayran', quantity: 2 },
    ]);
    expect((await recordPayment(meal.id, { method: 'credit_card', tip: 20_00 })).statusCode).toBe(
      201,
    );
    await completeAll('bogaz');
    const { masa } = await reconciliationOf('bogaz', dayId);
    const rates = masa.byVatRate.map((entry) => entry.vatRate);
    expect(rates).toEqual(expect.arrayContaining([10, 20]));

    // The Z report says 1,000 kuruş more at 10 % than Masa recorded; the methods agree.
    const at10 = masa.byVatRate.find((entry) => entry.vatRate === 10)!;
    const typed = masa.byVatRate.map((entry) =>
      entry.vatRate === 10 ? { ...entry, gross: entry.gross + 10_00 } : entry,
    );
    const z = await call('PUT', `/days/${dayId}/z-report`, owner, {
      zNumber: '312',
      byVatRate: typed,
      byMethod: masa.byMethod,
    });
    expect(z.statusCode, z.body).toBe(200);
    const expected = [
      {
        kind: 'vatRate',
        key: '10',
        masa: at10.gross,
        register: at10.gross + 10_00,
        difference: 10_00,
      },
      {
        kind: 'total',
        key: 'total',
        masa: masa.total,
        register: masa.total + 10_00,
        difference: 10_00,
      },
    ];
    expect(z.json().data.differences).toEqual(expected);

    const refused = await call('POST', `/days/${dayId}/close`, owner, { countedCash: 0 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Z_REPORT_DIFFERENCES',
      message:
        'Masa ile yazarkasanın Z raporu arasında fark var: farkları kabul ederek kapatabilir ya da Z raporunu düzeltebilirsiniz.',
      differences: expected,
    });
    expect((await call('GET', `/days/${dayId}`, owner)).json().data.closedAt).toBeNull();

    const closed = await call('POST', `/days/${dayId}/close`, owner, {
      countedCash: 0,
      acceptDifferences: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = (await call('GET', `/days/${dayId}/reconciliation`, owner)).json().data;
    expect(after.accepted).toMatchObject({ by: { name: 'Mehmet Kaya' }, differences: expected });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'fiscal.differences_accepted'),
          eq(auditEvents.subjectId, dayId),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ count: 2 });
    // A payment after the close lands in the next day; the closed day's figures stay frozen.
    const later = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table: 5 });
    expect((await recordPayment(later.id, { method: 'cash' })).statusCode).toBe(201);
    const frozen = (await call('GET', `/days/${dayId}/reconciliation`, owner)).json().data;
    expect(frozen.masa).toEqual(masa);
    expect(frozen.differences).toEqual(expected);
    const retyped = await call('PUT', `/days/${dayId}/z-report`, owner, {
      zNumber: '313',
      byVatRate: masa.byVatRate,
      byMethod: masa.byMethod,
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json()).toMatchObject({
      error: 'DAY_CLOSED',
      message: 'Bu gün kapatılmış',
    });
  });

  it('a Z report with bad figures is 400 in Turkish; another business reads no day of this one', async () => {
    const owner = await as('ege');
    const dayId = await openDay('ege');
    const valid = { zNumber: '5', byVatRate: [{ vatRate: 10, gross: 100 }], byMethod: [] };
    const cases: [object, string][] = [
      [{ ...valid, zNumber: 'Z-5' }, sayRule(FISCAL_MESSAGES.zNumber)],
      [{ ...valid, byVatRate: [{ vatRate: 18, gross: 100 }] }, sayRule(FISCAL_MESSAGES.vatRate)],
      [{ ...valid, byVatRate: [{ vatRate: 10, gross: -1 }] }, sayRule(FISCAL_MESSAGES.amount)],
      [{ ...valid, byVatRate: [{ vatRate: 10, gross: 1.5 }] }, sayRule(FISCAL_MESSAGES.amount)],
      [
        {
          ...valid,
          byVatRate: [
            { vatRate: 10, gross: 1 },
            { vatRate: 10, gross: 2 },
          ],
        },
        sayRule(FISCAL_MESSAGES.duplicateKey),
      ],
      [{ ...valid, byMethod: [{ method: 'online', amount: 1 }] }, sayRule(FISCAL_MESSAGES.method)],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/days/${dayId}/z-report`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const stranger = await as('kugulu');
    for (const [method, url, body] of [
      ['GET', `/days/${dayId}/reconciliation`, undefined],
      ['PUT', `/days/${dayId}/z-report`, valid],
    ] as const) {
      const res = await call(method, url, stranger, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(sayRule(DAY_MESSAGES.dayNotFound));
    }
    const waiter = await call('GET', `/days/${dayId}/reconciliation`, await as('ege', 'waiter'));
    expect(waiter.statusCode).toBe(403);
  });

  it("'off': no register, the day closes without a Z report and nothing waits", async () => {
    const owner = await as('ege');
    expect((await call('PUT', '/settings/fiscal', owner, { adapter: 'off' })).statusCode).toBe(200);
    // The day the case above opened, or a new one when this case runs alone.
    const current = (await call('GET', '/days/current', owner)).json().data.day;
    const day: string = current ? current.id : await openDay('ege');
    const order = await placeOrder(headers, [{ name: 'Fava', quantity: 1 }], {
      slug: 'ege',
      table: 2,
    });
    const paid = await recordPayment(order.id, { method: 'cash' }, 'ege');
    const [row] = await db
      .select()
      .from(fiscalRequests)
      .where(eq(fiscalRequests.paymentId, paid.json().data.payment.id));
    expect(row).toMatchObject({ adapter: 'off', status: 'done' });
    const closed = await call('POST', `/days/${day}/close`, owner, {
      countedCash: paid.json().data.payment.amount,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
