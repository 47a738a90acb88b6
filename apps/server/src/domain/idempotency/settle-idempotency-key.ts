import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/**
 * For a write that finishes after withIdempotency's transaction (a call to a payment provider in
 * between, ADR 084): the answer it finally gave replaces the one stored under the key, so a
 * repeat answers byte for byte what the first request was told.
 */
export async function storeIdempotentAnswer({
  db,
  scope,
  key,
  statusCode,
  body,
}: {
  db: Db;
  scope: string;
  key: string;
  statusCode: number;
  body: unknown;
}): Promise<string> {
  const text = JSON.stringify(body);
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody: text, completedAt: new Date() })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return text;
}

/** The write failed after its key was claimed: nothing was done, so a retry runs again. */
export async function releaseIdempotencyKey({
  db,
  scope,
  key,
}: {
  db: Db;
  scope: string;
  key: string;
}): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
