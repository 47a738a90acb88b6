import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/**
 * Stores a text message in the outbox. No SMS provider is wired yet: messages stay in the
 * outbox (shown on the development outbox page) with `sentAt` empty, so nothing claims they
 * reached a phone.
 */
export async function sendSms({ db, to, text }: { db: Db; to: string; text: string }) {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'sms', to, text })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return { id: row.id };
}
