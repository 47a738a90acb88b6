import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema/index.ts';
import { createBillApp, type Headers } from '../bill/bill-fixture.ts';
import { payOnHostedForm } from './iyzico-twin-fixture.ts';

export const CARDS = { success: '5528790000000008', insufficient: '4111111111111129' };

export type IntentJson = {
  id: string;
  orderId: string;
  status: string;
  amount: number;
  tipAmount: number;
  checkoutUrl: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  paymentId: string | null;
  twin: boolean;
};

/**
 * The real server listening (the mounted iyzico twin is reached through it, as on the Wi-Fi),
 * with the demo data, and a diner's online payment walked as the phone and its browser do:
 * open the intent, fill in the twin's hosted form with plain HTTP, follow its auto-submitted
 * callback form back to Masa. Ege takes online payment.
 */
export async function createIntentApp() {
  const ctx = await createBillApp();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ctx.config.publicUrl = address;

  const openIntent = (orderId: string, who: Headers, payload: object = {}, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment-intents`,
      headers: { ...who, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { pay: { kind: 'rest' }, tipPercentage: 0, locale: 'tr', ...payload },
    });

  /** The card on the hosted form, then the browser's auto-submitted POST back to Masa. */
  const payWithCard = async (intent: IntentJson, card: string) => {
    const page = await fetch(intent.checkoutUrl!);
    if (page.status !== 200) throw new Error(`hosted page ${page.status}`);
    const form = await payOnHostedForm(intent.checkoutUrl!, card);
    const token = /name="token" value="([^"]+)"/.exec(form.html)?.[1];
    if (!token) return { form, callback: null };
    const callback = await fetch(`${address}/api/payments/iyzico/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      redirect: 'manual',
    });
    return { form, callback, token };
  };

  const readIntent = async (id: string, who: Headers) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payment-intents/${id}`,
      headers: who,
    });
    return { statusCode: res.statusCode, intent: res.json().data?.intent as IntentJson };
  };

  const paymentsOf = (orderId: string) =>
    ctx.db.select().from(payments).where(eq(payments.orderId, orderId));

  /** What the twin charged and refunded, from its dev door (loopback only). */
  const twinLedger = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/iyzico/payments',
      remoteAddress: '127.0.0.1',
    });
    return res.json<{
      charges: { conversationId: string; amount: number; token: string; paymentId: string }[];
      refunds: { conversationId?: string; amount: number }[];
    }>();
  };

  return { ...ctx, address, openIntent, payWithCard, readIntent, paymentsOf, twinLedger };
}
