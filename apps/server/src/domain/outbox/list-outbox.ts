import { desc } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/** The newest outbox messages first, for the development outbox page and tests. */
export async function listOutbox({ db, limit = 100 }: { db: Db; limit?: number }) {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(newestFirst(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
