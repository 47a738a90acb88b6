import { and, eq, gte, lt, type Column, type SQL } from 'drizzle-orm';
import type { BusinessPeriod } from './business-period.ts';

/**
 * The rows of a business stamped in [start, end), on the business and time columns the caller
 * names: the one filter of every read that counts a period's payments (a report's days, the Z
 * summary, the accountant's list, the inbox's today), so that none of them drifts to `<=` or
 * forgets the business.
 */
export function inBusinessPeriod(
  columns: { businessId: Column; at: Column },
  { businessId, start, end }: Omit<BusinessPeriod, 'db'>,
): SQL {
  return and(eq(columns.businessId, businessId), gte(columns.at, start), lt(columns.at, end))!;
}
