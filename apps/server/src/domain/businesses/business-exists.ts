import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';

/** Whether a business of this id exists, active or not: the public menu reads answer 404 else. */
export async function businessExists({ db, businessId }: BusinessScope): Promise<boolean> {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business !== undefined;
}
