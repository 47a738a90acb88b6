import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dinerPayments } from './diner-payments.ts';

export type TotalSpend = {
  /** Everything the diner paid, tips included, kuruş. */
  total: number;
  /** The tips inside total. */
  tips: number;
};

/**
 * The profile's 'Toplam Harcama' (000 §2.8, §4.4): what the diner paid (ADR 027), tips included
 * and counted apart: the sum of the payments that are hers (ADR 058), whether the order was
 * hers or a friend's at the table; never what the rest of the table paid. An unpaid order adds
 * nothing.
 */
export async function getTotalSpend({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<TotalSpend> {
  const { rows } = await db.execute<{ total: number; tips: number }>(sql`
    select coalesce(sum(mine.amount + mine.tip_amount), 0)::int as total,
           coalesce(sum(mine.tip_amount), 0)::int as tips
      from (${dinerPayments(userId)}) mine`);
  return rows[0] ?? { total: 0, tips: 0 };
}
