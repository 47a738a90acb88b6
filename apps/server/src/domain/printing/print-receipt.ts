import type { Bill } from '@masa/core/bill/bill';
import type { Tx } from '../../lib/db-tx.ts';
import type { PaymentResponse } from '../staff/payment-body.ts';
import { enqueuePrintJob } from './enqueue-print-job.ts';
import { receiptTicket } from './tickets/receipt-ticket.ts';

/**
 * Enqueues a recorded payment's receipt on the business's receipt printers, in the payment's
 * transaction (issue 33): the receipt on screen on paper; a cash payment's opens the drawer
 * where the printer has one (the worker pulses only a printer with `hasDrawer`).
 */
export async function printReceipt({
  tx,
  businessId,
  orderId,
  orderNumber,
  table,
  payment,
  bill,
  received,
  billLabel = null,
}: {
  tx: Tx;
  businessId: string;
  orderId: string;
  orderNumber: number;
  table: string;
  payment: PaymentResponse;
  bill: Bill;
  received: number | null;
  /** Which of the table's bills the order is (ADR 078). */
  billLabel?: string | null;
}): Promise<number> {
  const jobs = await enqueuePrintJob({
    tx,
    businessId,
    target: { receipts: true },
    kind: 'receipt',
    orderId,
    document: receiptTicket({ orderNumber, table, payment, bill, received, billLabel }),
  });
  return jobs.length;
}
