import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages, type OutboxAttachment } from '../../db/schema/index.ts';
import { getMailTransport } from './mail-transport.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
};

/**
 * Stores the e-mail in the outbox and, when SMTP_URL is set, hands it to the SMTP server. The
 * hand-over runs after the answer (so a slow mail server neither slows nor reveals anything to
 * the caller) and its result is written back: `sentAt`, or `error`. Resolves to the outbox id
 * and a promise of the delivery, which tests may await.
 */
export async function sendEmail({
  db,
  config,
  email,
}: {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  email: OutgoingEmail;
}): Promise<{ id: string; delivery: Promise<void> }> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: 'email',
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  const { smtpUrl } = config;
  const delivery = smtpUrl
    ? deliver(db, row.id, smtpUrl, config.mailFrom, email)
    : Promise.resolve();
  return { id: row.id, delivery };
}

async function deliver(db: Db, id: string, smtpUrl: string, from: string, email: OutgoingEmail) {
  try {
    const { attachments, ...message } = email;
    const transport = await getMailTransport(smtpUrl);
    await transport.sendMail({
      from,
      ...message,
      attachments: attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      })),
    });
    await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outboxMessages)
      .set({ error: message.slice(0, 500) })
      .where(eq(outboxMessages.id, id))
      .catch(() => {});
  }
}

/**
 * Hands an e-mail written to the outbox inside a transaction (queueOnlineReceipt) to the SMTP
 * server once that transaction has committed; without SMTP_URL it stays in the outbox. An e-mail
 * already sent is not sent again.
 */
export async function deliverQueuedEmail({
  db,
  config,
  id,
}: {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  id: string;
}): Promise<void> {
  if (!config.smtpUrl) return;
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row || row.channel !== 'email' || row.sentAt) return;
  await deliver(db, id, config.smtpUrl, config.mailFrom, {
    to: row.to,
    subject: row.subject ?? '',
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    ...(row.attachments ? { attachments: row.attachments } : {}),
  });
}
