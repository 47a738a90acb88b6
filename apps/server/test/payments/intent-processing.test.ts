import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/db/schema/index.ts';
import { settleIntent } from '../../src/domain/payments/settle-intent.ts';
import type { PaymentProvider } from '../../src/payments/provider.ts';
import { createIntentApp, type IntentJson } from './intent-fixture.ts';
import { payOnHostedForm } from './iyzico-twin-fixture.ts';

/**
 * `processing` (issue 34): while Masa asks iyzico for the outcome (the callback or the webhook
 * came) the intent is `processing`, announced so the phone says "Ödemeniz işleniyor…"; with no
 * outcome yet it waits for its form again; with one it ends as before.
 */
describe('an intent is processing while Masa asks the provider (issue 34)', async () => {
  const t = await createIntentApp();
  const statusOf = async (id: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!.status;
  /** The real provider (the mounted twin), noting the intent's status when it is asked. */
  const watching = (seen: string[]): PaymentProvider => {
    const real = t.app.paymentProvider!;
    return {
      ...real,
      retrieveCheckout: async (token, conversationId) => {
        seen.push(await statusOf(conversationId));
        return real.retrieveCheckout(token, conversationId);
      },
    };
  };

  it('is processing during the retrieve, announced, then waits again when the form is not done', async () => {
    const diner = await t.newCustomer('Ayşe Yılmaz');
    const order = await t.placeOrder(diner.headers, [{ name: 'Haydari', quantity: 1 }], {
      slug: 'ege',
      table: 7,
    });
    const opened = await t.openIntent(order.id, diner.headers);
    const intent = opened.json().data.intent as IntentJson;
    expect(intent.status).toBe('requires_action');
    // The silent test card: the form says done, iyzico has no outcome yet.
    await payOnHostedForm(intent.checkoutUrl!, '4000000000000002');
    const token = new URL(intent.checkoutUrl!).searchParams.get('token')!;
    const seen: string[] = [];
    const announced: string[] = [];
    const settled = await settleIntent({
      db: t.db,
      provider: watching(seen),
      token,
      onProcessing: async (row) => void announced.push(row.status),
    });
    expect(seen).toEqual(['processing']);
    expect(announced).toEqual(['processing']);
    expect(settled).toMatchObject({ changed: true, intent: { status: 'requires_action' } });
    expect(await statusOf(intent.id)).toBe('requires_action');
  });
});
