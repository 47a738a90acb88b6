import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, paymentIntents, users } from '../../db/schema/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import {
  ProviderError,
  ProviderUnavailable,
  type CheckoutBasketLine,
  type PaymentProvider,
} from '../../payments/provider.ts';
import { say } from '../../i18n/say.ts';
import { intentLanguage } from './intent-text.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * The second step of a diner's online payment (ADR 084), after the reservation committed: the
 * provider's hosted form is opened for the basket, outside any transaction, then the intent
 * stores its token and address as `requires_action`. The provider unreachable (503
 * PAYMENT_PROVIDER_UNAVAILABLE) or refusing (502 with its words): the intent ends `failed`
 * with the reason, so its units are free again, and nothing is recorded as paid.
 */
export async function openCheckout({
  db,
  provider,
  intent,
  lines,
  ip,
  callbackUrl,
}: {
  db: Db;
  provider: PaymentProvider;
  intent: IntentRow;
  lines: CheckoutBasketLine[];
  ip: string;
  callbackUrl: string;
}): Promise<IntentRow> {
  const total = intent.amount + intent.tipAmount;
  try {
    const session = await provider.createCheckout({
      conversationId: intent.id,
      basketId: intent.orderId,
      price: total,
      paidPrice: total,
      lines,
      buyer: await buyerOf({ db, intent, ip }),
      callbackUrl,
      locale: intent.locale === 'en' ? 'en' : 'tr',
    });
    const [opened] = await db
      .update(paymentIntents)
      .set({
        status: 'requires_action',
        providerToken: session.token,
        checkoutUrl: session.paymentPageUrl,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'created')))
      .returning();
    return opened ?? intent;
  } catch (error) {
    if (!(error instanceof ProviderUnavailable || error instanceof ProviderError)) throw error;
    const refusal =
      error instanceof ProviderUnavailable
        ? refuse(503, 'PAYMENT_PROVIDER_UNAVAILABLE.payment.providerUnavailable')
        : new AppError(502, 'PAYMENT_PROVIDER_ERROR', error.message);
    // Stored in the diner's language, as the intent's other reasons are (intent-text.ts).
    const message = refusal.said ? say(intentLanguage(intent.locale), refusal.said) : error.message;
    await db
      .update(paymentIntents)
      .set({
        status: 'failed',
        failureCode: refusal.code,
        failureMessage: message,
        updatedAt: new Date(),
      })
      .where(eq(paymentIntents.id, intent.id));
    throw refusal;
  }
}

/** The buyer iyzico asks for: the diner's account, the business's address as the place. */
async function buyerOf({ db, intent, ip }: { db: Db; intent: IntentRow; ip: string }) {
  const [user] = intent.userId
    ? await db.select().from(users).where(eq(users.id, intent.userId))
    : [];
  const [business] = await db
    .select({ address: businesses.address, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, intent.businessId));
  const [name = 'Misafir', ...rest] = (user?.name ?? '').trim().split(/\s+/).filter(Boolean);
  const address = business?.address;
  return {
    id: intent.userId ?? intent.id,
    name,
    surname: rest.join(' ') || name,
    email: user?.email ?? `guest-${intent.userId ?? intent.id}@masa.invalid`,
    phone: user?.phone ?? null,
    ip,
    city: address?.city || 'İstanbul',
    country: address?.country || 'Turkey',
    address: [business?.name, address?.street, address?.city].filter(Boolean).join(', '),
  };
}
