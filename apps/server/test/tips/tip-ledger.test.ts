import { sayRule } from '@masa/core/testing/say-rule';
import { formatTry } from '@masa/core/money/format-try';
import { addDays, businessToday } from '@masa/core/reports/report-days';
import { TIP_MESSAGES } from '@masa/core/tips/tips.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, staffAccounts } from '../../src/db/schema/index.ts';
import { demoCrewEmail, demoStaffEmail, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createReportApp, type Role } from '../reports/report-fixture.ts';
import { readPdfText } from './read-pdf-text.ts';

// The tip ledger (issue 35 §2, ADR 088) as a meyhane lives a day: Burak the waiter takes a
// table's ₺30 tip in cash, the owner a ₺15,01 card tip, a diner tips ₺10 online (served by
// nobody); the manager enters the hours, the pool is shared by them to the kuruş, the owner
// signs the day off, a late tip is flagged without rewriting the signed record, and the
// waiter reads only his own line.
const ctx = await createReportApp();
const { app, db, headers, placeOrder, asRole } = ctx;
const today = businessToday();

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: object, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/staff${url}`,
    headers: who as Record<string, string>,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const as = (slug: DemoSlug, role: Role) => asRole(slug, role);
const staffId = async (email: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;
const tipped = async (table: number, method: string, tip: number, by: Role) => {
  const order = await placeOrder(headers, [{ name: 'Ayran', quantity: 1 }], { table });
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.id}/payments`,
    headers: await as('bogaz', by),
    payload: { method, tip },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('tip ledger: who may read, distribute and sign', () => {
  it('answers owners and managers; a waiter reading the ledger gets 403, the kitchen too', async () => {
    for (const role of ['waiter', 'kitchen'] as const) {
      const who = await as('bogaz', role);
      for (const [method, url, body] of [
        ['GET', `/tips?day=${today}`, undefined],
        ['PUT', `/tips/${today}/hours`, { hours: [] }],
        ['POST', `/tips/${today}/sign-off`, undefined],
        ['GET', `/tips/${today}.pdf`, undefined],
        ['GET', `/tips/${today}.csv`, undefined],
      ] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const manager = await call('POST', `/tips/${today}/sign-off`, await as('bogaz', 'manager'));
    expect(manager.statusCode).toBe(403);
    expect((await call('GET', `/tips?day=${today}`, {})).statusCode).toBe(401);
  });

  it('refuses bad input with a Turkish message and writes nothing', async () => {
    const manager = await as('bogaz', 'manager');
    const burak = await staffId(demoCrewEmail('bogaz', 'waiter'));
    for (const day of ['2026-02-30', 'bugün', '29.11.2026']) {
      const res = await call('GET', `/tips?day=${encodeURIComponent(day)}`, manager);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message).toBe(sayRule(TIP_MESSAGES.badDay));
    }
    const cases: [unknown, string, number, string][] = [
      [{ hours: [{ staffId: burak, minutes: -1 }] }, today, 400, sayRule(TIP_MESSAGES.badMinutes)],
      [
        { hours: [{ staffId: burak, minutes: 1441 }] },
        today,
        400,
        sayRule(TIP_MESSAGES.badMinutes),
      ],
      [{ hours: [{ staffId: burak, minutes: 7.5 }] }, today, 400, sayRule(TIP_MESSAGES.badMinutes)],
      [
        {
          hours: [
            { staffId: burak, minutes: 60 },
            { staffId: burak, minutes: 90 },
          ],
        },
        today,
        400,
        sayRule(TIP_MESSAGES.duplicatePerson),
      ],
      [
        { hours: [{ staffId: burak, minutes: 60 }] },
        addDays(today, 2),
        400,
        'Henüz gelmemiş bir günün bahşişleri dağıtılamaz',
      ],
      [
        { hours: [{ staffId: await staffId(demoCrewEmail('ege', 'waiter')), minutes: 60 }] },
        today,
        404,
        sayRule(TIP_MESSAGES.personNotFound),
      ],
    ];
    for (const [body, day, status, message] of cases) {
      const res = await call('PUT', `/tips/${day}/hours`, manager, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const rule = await call('PUT', '/tips/settings', manager, { rule: 'yarı yarıya', points: {} });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().message).toBe(sayRule(TIP_MESSAGES.badRule));
    const english = await call(
      'PUT',
      `/tips/${today}/hours`,
      { ...manager, 'accept-language': 'en' },
      { hours: [{ staffId: burak, minutes: -5 }] },
    );
    expect(english.json().message).toBe('Time worked must be between 0 and 24 hours');
    const day = (await call('GET', `/tips?day=${today}`, manager)).json().data;
    expect(day.people.every((p: { minutes: number }) => p.minutes === 0)).toBe(true);
  });
});

describe('tip ledger: a day distributed by hours and signed off', () => {
  it('adds up to the day’s tips to the kuruş, freezes at the sign-off and flags a late tip', async () => {
    const owner = await as('bogaz', 'owner');
    const manager = await as('bogaz', 'manager');
    const waiter = await as('bogaz', 'waiter');
    await tipped(1, 'cash', 30_00, 'waiter');
    await tipped(2, 'credit_card', 15_01, 'owner');
    const online = await tipped(4, 'cash', 10_00, 'manager');
    // Paid online by the diner: nobody of the staff took it.
    await db
      .update(payments)
      .set({ recordedByStaffId: null, method: 'online' })
      .where(eq(payments.id, online.payment.id));

    const own = (await call('GET', `/tips?day=${today}`, manager)).json().data;
    expect(own).toMatchObject({ rule: 'own', total: 55_01, undistributed: 10_00 });
    const byName = (day: { people: { name: string; amount: number }[] }) =>
      Object.fromEntries(day.people.filter((p) => p.amount > 0).map((p) => [p.name, p.amount]));
    expect(byName(own)).toEqual({ 'Burak Şahin': 30_00, 'Mehmet Kaya': 15_01 });
    expect(own.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'cash', payments: 1, tips: 30_00 },
        { method: 'credit_card', payments: 1, tips: 15_01 },
        { method: 'online', payments: 1, tips: 10_00 },
      ]),
    );

    const settings = {
      rule: 'pool-hours',
      points: { owner: 0, manager: 12, waiter: 10, kitchen: 5 },
    };
    expect((await call('PUT', '/tips/settings', manager, settings)).statusCode).toBe(200);
    const hours = [
      { staffId: await staffId(demoCrewEmail('bogaz', 'waiter')), minutes: 480 },
      { staffId: await staffId(demoCrewEmail('bogaz', 'manager')), minutes: 240 },
      { staffId: await staffId(demoCrewEmail('bogaz', 'kitchen')), minutes: 240 },
    ];
    const entered = await call('PUT', `/tips/${today}/hours`, manager, { hours });
    expect(entered.statusCode, entered.body).toBe(200);
    const pooled = entered.json().data;
    // ₺55,01 over 8 + 4 + 4 hours: 27,505 / 13,7525 / 13,7525; the odd kuruş to Burak's ,5.
    expect(byName(pooled)).toEqual({
      'Burak Şahin': 27_51,
      'Selin Aydın': 13_75,
      'Emre Koç': 13_75,
    });
    const sum = pooled.people.reduce((a: number, p: { amount: number }) => a + p.amount, 0);
    expect(sum + pooled.undistributed).toBe(pooled.total);
    expect(pooled.undistributed).toBe(0);

    // By points instead (waiter 10, manager 12, kitchen 5 for those who worked): ₺55,01 × 10,
    // 12 and 5 of 27 are 20,374 / 24,448 / 10,187: floors add to 54,99, the two kuruş left go to
    // the largest fractions, Selin's and Emre's.
    await call('PUT', '/tips/settings', manager, { ...settings, rule: 'pool-points' });
    const points = (await call('GET', `/tips?day=${today}`, manager)).json().data;
    expect(byName(points)).toEqual({
      'Burak Şahin': 20_37,
      'Selin Aydın': 24_45,
      'Emre Koç': 10_19,
    });
    await call('PUT', '/tips/settings', manager, settings);

    // Another business's same day is its own: none of this business's tips or people.
    const ege = await call('GET', `/tips?day=${today}`, await as('ege', 'owner'));
    expect(ege.statusCode).toBe(200);
    expect(ege.json().data.total).toBe(0);
    expect(ege.body).not.toContain(hours[0]!.staffId);
    expect(ege.body).not.toContain(online.payment.id);

    // The waiter reads his own line and the payments he served, nobody else's.
    const mine = await call('GET', `/tips/mine?day=${today}`, waiter);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.me).toMatchObject({ name: 'Burak Şahin', minutes: 480, amount: 27_51 });
    expect(mine.json().data.payments).toHaveLength(1);
    expect(mine.body).not.toContain('Selin Aydın');
    expect(mine.body).not.toContain('13.75');

    const signed = await call('POST', `/tips/${today}/sign-off`, owner);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({
      signedBy: { name: 'Mehmet Kaya' },
      total: 55_01,
      lateChanges: [],
    });
    expect((await call('POST', `/tips/${today}/sign-off`, owner)).statusCode).toBe(409);
    const locked = await call('PUT', `/tips/${today}/hours`, manager, { hours: [] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Bu günün bahşiş dağıtımı onaylandı: artık değiştirilemez');

    // A tip paid after the sign-off is flagged; the signed amounts stay as signed.
    const late = await tipped(5, 'cash', 5_00, 'waiter');
    const after = (await call('GET', `/tips?day=${today}`, manager)).json().data;
    expect(after.total).toBe(55_01);
    expect(byName(after)['Burak Şahin']).toBe(27_51);
    expect(after.lateChanges).toEqual([{ paymentId: late.payment.id, before: 0, after: 5_00 }]);

    const csv = await call('GET', `/tips/${today}.csv`, manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`Burak Şahin;8;10;${formatTry(30_00)};${formatTry(27_51)}`);
    expect(csv.body).toContain(`Toplam;${formatTry(55_01)}`);

    const pdf = await call('GET', `/tips/${today}.pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`bahsis-${today}.pdf`);
    const text = (await readPdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'Bahşiş dağıtım kaydı',
      'Kural: Havuz, çalışılan saate göre',
      'Burak Şahin',
      formatTry(27_51),
      'Selin Aydın',
      formatTry(13_75),
      formatTry(55_01),
      'Onaylayan: Mehmet Kaya',
      'İş Kanunu (4857) madde 51',
    ])
      expect(text).toContain(expected);
    expect(await staffId(demoStaffEmail('bogaz'))).toBe(signed.json().data.signedBy.id);
  });
});
