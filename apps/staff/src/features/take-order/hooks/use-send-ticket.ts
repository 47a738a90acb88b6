import { useRef, useState } from 'react';
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
  // The answer of a send was lost: the order may be in the kitchen. The ticket stays as sent
  // until a retry (same key) settles it, so the retry never stands for a different ticket.
  const [unsure, setUnsure] = useState(false);
  return {
    unsure,
    pending: send.isPending,
    error: send.error,
    send: (lines: TicketLine[], personCount: number | null, billLabel: string | null = null) => {
      const key = keyForSend(kept.current);
      kept.current = key;
      send.mutate(
        { tableId, body: orderBody(lines, personCount, billLabel), key },
        {
          onSuccess: (sent) => {
            kept.current = null;
            setUnsure(false);
            onSent(sent);
          },
          onError: (error) => {
            if (!keepsKey(error)) kept.current = null;
            setUnsure(kept.current !== null);
          },
        },
      );
    },
  };
}
