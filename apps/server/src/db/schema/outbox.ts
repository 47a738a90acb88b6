import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, idColumn, oneOf } from './columns.ts';
import { OUTBOX_CHANNELS } from './enums.ts';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail and SMS the server sends. Sent through SMTP when configured; otherwise kept here
 * and shown on the development outbox page, where tests follow the links.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    /** E-mail address or phone number. */
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    createdAt: createdAt(),
    sentAt: at(),
    error: text(),
    /**
     * Files sent with an e-mail (issue 34: the PDF receipt of an online payment), their bytes in
     * base64; null when there are none. Added at the end of the table.
     */
    attachments: jsonb().$type<OutboxAttachment[]>(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt.desc()),
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
    check('outbox_messages_channel_check', oneOf(t.channel, OUTBOX_CHANNELS)),
  ],
);
