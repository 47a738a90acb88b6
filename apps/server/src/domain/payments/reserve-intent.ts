import type { CreatePaymentIntentBody } from '@masa/core/payment/payment-intent.schemas';
import { paymentIntents } from '../../db/schema/index.ts';
import type { IntentSelection } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { withShares } from '../bill/choose-shares.ts';
import { findPayableOrder } from '../bill/find-payable-order.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import { paymentRaceLost } from '../staff/payment-race.ts';
import { pricePayment } from '../staff/price-payment.ts';
import { STAFF_MESSAGES } from '../staff/staff-messages.ts';
import { basketLines } from './basket-lines.ts';
import type { CheckoutBasketLine } from '../../payments/provider.ts';
import { checkReservations } from './check-reservations.ts';
import { paymentBodyOf } from './intent-selection.ts';

/** How long an open form holds its units (ADR 084), as a pending split holds them (ADR 012). */
export const INTENT_HOLD_MS = 15 * 60_000;

export type IntentRow = typeof paymentIntents.$inferSelect;

/**
 * The first, short step of a diner's online payment (issue 34, ADR 084), in one transaction
 * under the order's lock: the diner may pay this order (as the bill request: findPayableOrder),
 * the business takes online payment, the choice is priced by the one bill model as a staff
 * payment is (pricePayment) with the tip the diner picked, no live intent holds any of it
 * (checkReservations), and the intent is stored `created`, holding its units for 15 minutes.
 * The provider is called after this commits (openCheckout): no row lock waits on an HTTP call.
 */
export async function reserveIntent({
  tx,
  orderId,
  userId,
  sessionKey,
  body,
  now,
}: {
  tx: Tx;
  orderId: string;
  userId: string;
  sessionKey: string | null;
  body: CreatePaymentIntentBody;
  now: Date;
}): Promise<{ intent: IntentRow; lines: CheckoutBasketLine[] }> {
  const order = await findPayableOrder({ db: tx, orderId, userId, sessionKey, lock: true });
  if (order.isCancelled || order.walkedOutAt) {
    throw refuse(409, 'ORDER_CLOSED');
  }
  const state = await loadBillState({ db: tx, order, lock: true, now });
  if (!state.settings.payment.acceptOnlinePayment) throw refuse(403, 'ONLINE_PAYMENT_OFF');
  const payment = paymentBodyOf(body.pay);
  const lost = (code: string, message: string, left: number) =>
    paymentRaceLost({
      tx,
      orderId,
      splitBillRequestId: payment.splitBillRequestId,
      code,
      message,
      left,
    });
  if (order.isPaid) throw await lost('NOTHING_TO_PAY', STAFF_MESSAGES.nothingToPay, 0);
  const { chosen, price } = await pricePayment({
    tx,
    state,
    body: payment,
    lost,
    tipPercentage: body.tipPercentage,
  });
  if (price.amount === 0) throw await lost('NOTHING_TO_PAY', STAFF_MESSAGES.nothingToPay, 0);
  const counts = new Map(state.bill.lines.map((line) => [line.id, line.shareCount]));
  for (const share of chosen?.shares ?? []) counts.set(share.lineId, share.shareCount);
  const selection: IntentSelection = {
    lines: Object.fromEntries(price.lines.map((line) => [line.lineId, line.quantity])),
    charges: price.charges,
    shares: price.shares.map(({ lineId, index }) => ({
      lineId,
      index,
      shareCount: counts.get(lineId)!,
    })),
    splitBillRequestId: payment.splitBillRequestId ?? null,
    rest: body.pay.kind === 'rest',
  };
  await checkReservations({ tx, state, selection, now });
  const [intent] = await tx
    .insert(paymentIntents)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      userId,
      status: 'created',
      selection,
      amount: price.amount,
      tipAmount: price.tip,
      tipPercentage: body.tipPercentage,
      locale: body.locale,
      expiresAt: new Date(now.getTime() + INTENT_HOLD_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const input = chosen ? withShares(state.input, chosen.shares) : state.input;
  const lines = basketLines({ input, bill: state.bill, price, locale: body.locale });
  return { intent: intent!, lines };
}
