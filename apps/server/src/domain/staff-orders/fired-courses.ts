import type { Course } from '@masa/core/orders/courses';
import type { Tx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';

const FIRED = `select distinct course from orders where table_session_id = $1 and course is not null
  and not is_cancelled and (held_at is null or fired_at is not null)`;

/** The courses of a sitting's waiter orders already gone to the kitchen (ADR 070). */
export async function firedCoursesOf({
  tx,
  sessionId,
}: {
  tx: Tx;
  sessionId: string;
}): Promise<Course[]> {
  const rows = await rawQuery<{ course: Course }>(tx, 'sitting_fired_courses', FIRED, [sessionId]);
  return rows.map((row) => row.course);
}
