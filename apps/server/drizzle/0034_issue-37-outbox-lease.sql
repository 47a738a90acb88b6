-- Issue 37 part 1 (docs/decisions/109-outbox-at-least-once-sockets-once.md): a relay claims an
-- outbox row for a lease instead of deleting it, and deletes it once its broadcast has left; a
-- row whose relay died in between is published again when the lease runs out.
ALTER TABLE "realtime_outbox" ADD COLUMN "claimed_until" timestamp with time zone;