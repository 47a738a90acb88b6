import { useRef } from 'react';
import { type SentOrders, useSendOrder } from '../api/send-order.ts';
import { keepsKey, keyForSend } from '../send-attempt.ts';
import { orderBody, type TicketLine } from '../ticket.ts';

/**
 * "Gönder": one Idempotency-Key per attempt, kept for a retry when the answer was lost
 * (send-attempt.ts). A refusal keeps the ticket as it is, for the waiter to change.
 */
export function useSendTicket(tableId: string, onSent: (sent: SentOrders) => void) {
  const send = useSendOrder();
  const kept = useRef<string | null>(null);
  return {
    pending: send.isPending,
    error: send.error,
    send: (lines: TicketLine[], personCount: number | null) => {
      const key = keyForSend(kept.current);
      kept.current = key;
      send.mutate(
        { tableId, body: orderBody(lines, personCount), key },
        {
          onSuccess: (sent) => {
            kept.current = null;
            onSent(sent);
          },
          onError: (error) => {
            if (!keepsKey(error)) kept.current = null;
          },
        },
      );
    },
  };
}
