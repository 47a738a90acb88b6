import type { Bill } from '@masa/core/bill/bill';
import { PAYMENT_FIGURES_VERSION, paymentFiguresOf } from '@masa/core/reports/day-money';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import { sql } from 'drizzle-orm';
import { paymentFigures } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** Rows per statement: eight parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * Keeps the figures of every payment of `bills` (ADR 118): each payment's share of its day's
 * money as core sumPayments prices it among its bill's payments, in the caller's transaction,
 * so a day adds them up in SQL (sumKeptPayments). Kept again when a bill's lines change under
 * its payments (keepWhatWasPaid): a payment's figures are always its bill's.
 */
export async function keepPaymentFigures({
  db,
  bills,
  products,
}: {
  db: DbOrTx;
  bills: readonly Bill[];
  /** The product of each line id of these bills (reportProductsOf). */
  products: ReadonlyMap<string, ReportProduct>;
}): Promise<void> {
  const rows = bills.flatMap((bill) =>
    [...paymentFiguresOf({ bill, products })].map(([paymentId, figures]) => ({
      paymentId,
      version: PAYMENT_FIGURES_VERSION,
      ...figures,
    })),
  );
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    await db
      .insert(paymentFigures)
      .values(rows.slice(at, at + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: paymentFigures.paymentId,
        set: {
          version: sql`excluded.version`,
          serviceCharges: sql`excluded.service_charges`,
          exactDiscounts: sql`excluded.exact_discounts`,
          campaigns: sql`excluded.campaigns`,
          staffDiscounts: sql`excluded.staff_discounts`,
          vat: sql`excluded.vat`,
          products: sql`excluded.products`,
          computedAt: sql`now()`,
        },
      });
  }
}
