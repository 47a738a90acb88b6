import type { PaymentIntent } from '@masa/core/payment/payment-intent.schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { noteOnlinePayment, onlinePaymentsKey, type OnlinePaymentNote } from './online-payments.ts';
import { activeOrdersKey } from '../orders/active-orders-key.ts';

const intent = (id: string, status: PaymentIntent['status']): PaymentIntent => ({
  id,
  orderId: 'o1',
  status,
  amount: 12_000,
  tipAmount: 1_200,
  currency: 'TRY',
  checkoutUrl: null,
  failureCode: null,
  failureMessage: null,
  paymentId: status === 'succeeded' ? `p-${id}` : null,
  expiresAt: '2026-11-29T20:15:00.000Z',
  createdAt: '2026-11-29T20:00:00.000Z',
  updatedAt: '2026-11-29T20:01:00.000Z',
  twin: true,
});

// The inbox lists a diner's online payment as it succeeds (issue 34), once, newest first.
describe('the online payments the inbox lists', () => {
  it('keeps succeeded intents once each, newest first, and nothing still running or failed', () => {
    const client = new QueryClient();
    client.setQueryData(activeOrdersKey, [
      { id: 'o1', orderNumber: 12, table: { name: 'Masa 3' } },
    ]);
    noteOnlinePayment(client, intent('a', 'requires_action'));
    noteOnlinePayment(client, intent('a', 'succeeded'));
    noteOnlinePayment(client, intent('b', 'failed'));
    noteOnlinePayment(client, intent('c', 'succeeded'));
    noteOnlinePayment(client, intent('a', 'succeeded'));
    const notes = client.getQueryData<OnlinePaymentNote[]>(onlinePaymentsKey) ?? [];
    expect(notes.map((note) => note.intent.id)).toEqual(['c', 'a']);
    // The order as it was when paid: a settled order leaves the active orders right after.
    expect(notes[0]).toMatchObject({ orderNumber: 12, table: 'Masa 3' });
  });
});
