import { eq } from 'drizzle-orm';
import { businesses, staffAccounts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';

export type Article51Declaration = { declaredAt: Date; declaredBy: string } | null;

/** A business's article-51 declaration as the settings, the bill and the slip show it. */
export const article51Of = (row: {
  article51DeclaredAt: Date | null;
  article51DeclaredByName: string | null;
}): Article51Declaration =>
  row.article51DeclaredAt
    ? { declaredAt: row.article51DeclaredAt, declaredBy: row.article51DeclaredByName ?? '' }
    : null;

/** The declaration as the API answers it. */
export const presentArticle51 = (declaration: Article51Declaration) =>
  declaration
    ? { declaredAt: declaration.declaredAt.toISOString(), declaredBy: declaration.declaredBy }
    : null;

/**
 * The owner declares that the business applies İş Kanunu article 51's "yüzde" (ADR 092), or
 * withdraws it: who and when are kept on the business (the caller writes the audit record in
 * the same transaction). A withdrawal leaves the banned charges as they are, flagged in the
 * settings and charged to no new order. Declaring again keeps the first declaration.
 */
export async function declareArticle51({
  tx,
  businessId,
  staffId,
  declared,
  now,
}: {
  tx: DbOrTx;
  businessId: string;
  staffId: string;
  declared: boolean;
  now: Date;
}): Promise<{ declaration: Article51Declaration; changed: boolean }> {
  const [business] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) throw refuse(404, 'BUSINESS_NOT_FOUND');
  if (declared === (business.article51DeclaredAt !== null)) {
    return { declaration: article51Of(business), changed: false };
  }
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  const [updated] = await tx
    .update(businesses)
    .set(
      declared
        ? {
            article51DeclaredAt: now,
            article51DeclaredByStaffId: staffId,
            article51DeclaredByName: staff?.name ?? '',
          }
        : {
            article51DeclaredAt: null,
            article51DeclaredByStaffId: null,
            article51DeclaredByName: null,
          },
    )
    .where(eq(businesses.id, businessId))
    .returning();
  return { declaration: article51Of(updated!), changed: true };
}
