import type { Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadReportBills } from './load-report-bills.ts';

/** Orders whose bills are computed together: bounds the memory and the query parameters. */
const BILLS_PER_BATCH = 500;

/**
 * The whole bills of the orders behind a period's payments and refunds (each payment's VAT
 * share depends on the ones before it, so every payment of such an order comes in), in batches:
 * what the sales report's day (ADR 030, 113) and the Z summary (ADR 077) add up.
 */
export async function loadPeriodBills({
  db,
  rows,
}: {
  db: DbOrTx;
  /** The period's payments and refunds, with their order and its VAT mode. */
  rows: readonly { orderId: string; taxIncludedInPrice: boolean }[];
}): Promise<{ bills: Bill[]; products: Map<string, ReportProduct> }> {
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const taxIncludedInPrice = new Map(rows.map((row) => [row.orderId, row.taxIncludedInPrice]));
  const bills: Bill[] = [];
  const products = new Map<string, ReportProduct>();
  for (let i = 0; i < orderIds.length; i += BILLS_PER_BATCH) {
    const batch = await loadReportBills({
      db,
      orderIds: orderIds.slice(i, i + BILLS_PER_BATCH),
      taxIncludedInPrice,
    });
    bills.push(...batch.bills);
    for (const [lineId, product] of batch.products) products.set(lineId, product);
  }
  return { bills, products };
}
