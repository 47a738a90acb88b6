import type { BusinessDay } from '@masa/core/reports/day.schemas';
import { findBusinessDay } from './find-business-day.ts';
import { formatTry } from '@masa/core/money/format-try';
import { eq } from 'drizzle-orm';
import { businessDays } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { checkFiscalClose } from '../fiscal/check-fiscal-close.ts';
import { dayPeriod } from './day-period.ts';
import { dayResponse } from './day-response.ts';
import { listUnsettledTables } from './list-unsettled-tables.ts';
import { loadDaySummary } from './load-day-summary.ts';
import { lockBusiness } from './open-business-day.ts';
import { daysSettledBy, keepDayFigures } from '../reports/keep-day-figures.ts';

/**
 * POST /staff/days/{id}/close, "Günü kapat" (ADR 077): refused while a table's bill still asks
 * for money (409 with the tables' names); otherwise the Z summary of the day's payments, with
 * the counted cash and over/short, is frozen on the row (unless a payment came in since the
 * screen showed its expected cash: 409 with the new figure) with who closed it and when, and the
 * audit trail keeps the figures. What is paid after the close lands in the next day. The sales
 * figures of the Istanbul days the close settles are kept (ADR 113), computed again if kept.
 */
export async function closeBusinessDay({
  db,
  businessId,
  dayId,
  staffId,
  countedCash,
  expectedCash,
  acceptDifferences = false,
  now,
}: {
  db: Db;
  businessId: string;
  dayId: string;
  staffId: string;
  countedCash: number;
  /** What the screen showed; a payment since then refuses the close (409). */
  expectedCash?: number;
  /** "Farkları kabul ederek kapat": the Z report's differences are frozen and audited. */
  acceptDifferences?: boolean;
  now: Date;
}): Promise<BusinessDay> {
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const day = await findBusinessDay({ db: tx, businessId, dayId });
    if (day.closedAt) throw refuse(409, 'DAY_CLOSED');
    const unsettled = await listUnsettledTables({ db: tx, businessId });
    if (unsettled.length > 0) {
      const names = unsettled.map((table) => table.name);
      throw refuse(
        409,
        'DAY_HAS_OPEN_TABLES',
        { names: names.join(', ') },
        {
          tables: names,
        },
      );
    }
    // The register's receipts, its Z report and the differences (issue 35 §4, ADR 093).
    await checkFiscalClose({ tx, day, staffId, acceptDifferences, now });
    const { start } = await dayPeriod({ db: tx, day, now });
    const summary = await loadDaySummary({
      db: tx,
      businessId,
      start,
      end: now,
      openingFloat: day.openingFloat,
      countedCash,
    });
    if (expectedCash !== undefined && expectedCash !== summary.cash.expected) {
      throw refuse(
        409,
        'DAY_CASH_CHANGED',
        { expected: formatTry(summary.cash.expected) },
        { expectedCash: summary.cash.expected },
      );
    }
    const [closed] = await tx
      .update(businessDays)
      .set({
        closedAt: now,
        closedBy: staffId,
        countedCash,
        expectedCash: summary.cash.expected,
        overShort: summary.cash.overShort,
        summary,
      })
      .where(eq(businessDays.id, day.id))
      .returning();
    await keepDayFigures({ db: tx, businessId, dates: daysSettledBy({ start, end: now }) });
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'day.closed',
      subjectId: day.id,
      details: {
        gross: summary.gross,
        vat: summary.vatTotal,
        tips: summary.tips,
        payments: summary.payments,
        openingFloat: day.openingFloat,
        expectedCash: summary.cash.expected,
        countedCash,
        overShort: summary.cash.overShort,
        overShortText: formatTry(summary.cash.overShort ?? 0),
      },
      now,
    });
    return dayResponse({ db: tx, day: closed!, now });
  });
}
