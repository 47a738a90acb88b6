import { businessDays } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/newest-first.ts';

/**
 * Business days newest first, in the order their index keeps them (migration 0027:
 * `opened_at DESC NULLS LAST`). With Drizzle's `desc()` "the last close" read and sorted every
 * day the business ever had (a year: 364 rows, 73 pages for one row). opened_at is never null;
 * the nulls clause only lets the planner walk the index and stop at the first row
 * (docs/decisions/123-the-open-day-reads-flat-on-a-year.md).
 */
export const newestDayFirst = newestFirst(businessDays.openedAt);
