import { afterAll, describe, expect, it } from 'vitest';
import { settleRegisterSide } from '../fiscal/register-side.ts';
import { watchQueriesPerClient } from '../one-query-per-client.ts';
import { createReportApp } from '../reports/report-fixture.ts';

// Issue 37: opening and closing the day read the Z summary, the unsettled tables' bills and the
// day's figures inside their transaction, one pg client; each of those reads must wait for the
// one before it there (several at once only on the pool).
const ctx = await createReportApp();
const { app, headers, placeOrder, recordPayment, asRole, staffCall } = ctx;
const watch = watchQueriesPerClient(ctx.db.$client);
afterAll(() => watch.stop());

describe('gün sonu: one statement at a time on the transaction', () => {
  it('opens, takes the Z report and closes the day without a second query on a busy client', async () => {
    const owner = await asRole('ege', 'owner');
    const opened = await staffCall('POST', '/days', owner, { openingFloat: 500_00 });
    expect(opened.statusCode, opened.body).toBe(201);
    const dayId = opened.json().data.id as string;
    const meal = await placeOrder(headers, [{ name: 'Ayran', quantity: 2 }], { slug: 'ege' });
    const paid = await recordPayment(meal.id, { method: 'cash' }, 'ege');
    expect(paid.statusCode, paid.body).toBe(201);
    await settleRegisterSide({ app, owner, dayId });
    const closed = await staffCall('POST', `/days/${dayId}/close`, owner, { countedCash: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.summary.payments).toBe(1);

    expect(watch.overlapping).toEqual([]);
    expect(watch.warnings).toEqual([]);
  });
});
