import { bigserial, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/**
 * Realtime news written in the same transaction as the change it announces, published after
 * commit by the outbox relay of some server node, then deleted (realtime/outbox-relay.ts,
 * docs/decisions/096-events-after-commit-from-an-outbox.md). A relay claims a row for a lease
 * (`claimedUntil`) and deletes it once its broadcast has left; a row whose lease ran out (its
 * relay died in between) is published again by the next relay (ADR 109). `rooms` are socket.io rooms; an
 * `event` named `pg:<channel>` with no rooms is a NOTIFY the relay sends on the transaction's
 * behalf (menu_version, print_jobs), its payload a JSON string.
 */
export const realtimeOutbox = pgTable('realtime_outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  rooms: text().array().notNull(),
  event: text().notNull(),
  payload: jsonb().notNull(),
  createdAt: createdAt(),
  claimedUntil: at(),
});
