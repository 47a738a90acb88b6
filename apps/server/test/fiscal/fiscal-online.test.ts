import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalRequests } from '../../src/db/schema/index.ts';
import { waitFor } from '../payments/iyzico-twin-fixture.ts';
import { CARDS, createIntentApp, type IntentJson } from '../payments/intent-fixture.ts';

// A diner's online payment (issue 34) is documented by an e-Arşiv invoice, not the register's
// fiş (issue 35 §4, ADR 093): its fiscal request is kind e_arsiv, made once with the payment
// though the callback and the webhook both arrive, waits for the e-Arşiv provider (none yet),
// takes no fiş number, is outside Masa's side of the Z report and never holds the close back.
describe('an online payment and the register', async () => {
  const t = await createIntentApp();
  const { app } = t;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: object, payload?: object) =>
    app.inject({ method, url: `/api/staff${url}`, headers: { ...who }, payload });

  it('makes one e-Arşiv request, outside the register, and the day closes without it', async () => {
    const owner = await t.staffHeaders('ege');
    const opened = await call('POST', '/days', owner, { openingFloat: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    const dayId = opened.json().data.id as string;
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 6,
    });
    const intent = (await t.openIntent(order.id, diner.headers)).json().data.intent as IntentJson;
    const { callback } = await t.payWithCard(intent, CARDS.success);
    expect(callback!.status).toBe(303);
    await waitFor(() => app.iyzicoTwin!.webhooks.find((w) => w.token && w.answer === 200));
    const [payment] = await t.paymentsOf(order.id);
    const rows = await t.db
      .select()
      .from(fiscalRequests)
      .where(eq(fiscalRequests.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentId: payment!.id,
      kind: 'e_arsiv',
      status: 'waiting',
      amount: payment!.amount,
    });
    expect(rows[0]!.body).toMatchObject({ paymentType: 'online', tip: payment!.tipAmount });

    // The panel's receipts leave it out; asked for, it is there; it takes no fiş number.
    const receipts = (await call('GET', '/fiscal-requests', owner)).json().data.requests;
    expect(receipts.map((r: { id: string }) => r.id)).not.toContain(rows[0]!.id);
    const eArsiv = (await call('GET', '/fiscal-requests?kind=e_arsiv', owner)).json().data;
    expect(eArsiv.requests.map((r: { id: string }) => r.id)).toContain(rows[0]!.id);
    const typed = await call('POST', `/fiscal-requests/${rows[0]!.id}/complete`, owner, {
      receiptNumber: '9',
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({
      error: 'FISCAL_REQUEST_E_ARSIV',
      message: 'Online ödemenin belgesi e-Arşiv faturasıdır: fiş numarası girilmez',
    });

    // Masa's side of the Z has nothing of it: a Z of nothing agrees, and the day closes.
    const reconciliation = (await call('GET', `/days/${dayId}/reconciliation`, owner)).json().data;
    expect(reconciliation).toMatchObject({
      masa: { byVatRate: [], byMethod: [], total: 0 },
      waitingReceipts: 0,
    });
    const z = await call('PUT', `/days/${dayId}/z-report`, owner, {
      zNumber: '44',
      byVatRate: [],
      byMethod: [],
    });
    expect(z.json().data.differences).toEqual([]);
    const closed = await call('POST', `/days/${dayId}/close`, owner, { countedCash: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
