import type { DbOrTx, Tx } from '../../lib/db-tx.ts';
import { enqueuePrintJob } from './enqueue-print-job.ts';
import { loadStationTickets } from './tickets/load-station-tickets.ts';
import { reprintTicket } from './tickets/reprint-ticket.ts';
import { stationTicket } from './tickets/station-ticket.ts';

/**
 * Enqueues the station tickets of orders in the caller's transaction (issue 33): one ticket per
 * station their lines are made at, on every printer serving it. 'order': a waiter's send of
 * courses that go at once; 'course': held courses the waiter fired, headed "MARŞ"; 'reprint':
 * the same ticket again under "TEKRAR BASKI". Returns how many jobs were written (0 when no
 * printer serves the stations).
 */
export async function printOrderTickets({
  tx,
  businessId,
  orderIds,
  kind,
  now,
}: {
  tx: Tx;
  businessId: string;
  orderIds: readonly string[];
  kind: 'order' | 'course' | 'reprint';
  now: Date;
}): Promise<number> {
  const tickets = await loadStationTickets({
    db: tx as DbOrTx,
    orderIds,
    at: kind === 'reprint' ? undefined : now,
  });
  let jobs = 0;
  for (const ticket of tickets) {
    const layout = stationTicket({ ...ticket, fired: kind === 'course' });
    const written = await enqueuePrintJob({
      tx,
      businessId,
      target: { station: ticket.station },
      kind,
      orderId: ticket.orderIds[0] ?? null,
      document: kind === 'reprint' ? reprintTicket(layout, now) : layout,
    });
    jobs += written.length;
  }
  return jobs;
}
