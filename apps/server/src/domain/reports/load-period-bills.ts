import type { Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadReportBills } from './load-report-bills.ts';

/**
 * The whole bills of the orders behind a period's payments and refunds (each payment's VAT
 * share depends on the ones before it, so every payment of such an order comes in): what the
 * sales report's day (ADR 030, 113) and the Z summary (ADR 077) add up. All at once: the ids
 * go in one parameter, and the bills of a period are all added up together anyway.
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
  return loadReportBills({ db, orderIds, taxIncludedInPrice });
}
