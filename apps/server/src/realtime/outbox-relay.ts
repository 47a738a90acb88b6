import type { Db } from '../db/client.ts';
import { loggableError } from '../lib/pg-errors.ts';
import { afterOutboxCommit, type OutboxEvent } from './outbox.ts';
import type { RealtimeServer } from './socket-server.ts';

/** The poll that publishes what another node or a crashed process left in the outbox. */
export const OUTBOX_POLL_MS = 250;
/** Rows claimed per pass; a full batch is followed by another pass at once. */
const BATCH = 500;
/** The advisory lock one relay at a time holds while it publishes: events stay in id order. */
const RELAY_LOCK = 0x6d617361; // 'masa'
/** How soon a relay that found another one publishing tries again (its rows may be left). */
const BUSY_RETRY_MS = 5;

const CLAIM = `delete from realtime_outbox where id in (
  select id from realtime_outbox order by id limit $1 for update skip locked
) returning id, rooms, event, payload`;

type Row = { id: number } & OutboxEvent;
type Log = { warn: (details: object, message: string) => void };
export type OutboxRelay = {
  /** Publish what is in the outbox now (after a commit of this node). */
  wake(): void;
  /** News that was never in a transaction: published in turn with the outbox's rows. */
  send(event: OutboxEvent): void;
  stop(): Promise<void>;
};

/**
 * The in-process publisher of the realtime outbox (ADR 096): woken after each commit that wrote
 * news, every OUTBOX_POLL_MS and once at start-up (the sweep). A pass claims rows with
 * `delete … for update skip locked returning`, commits and publishes them in id order: a row is
 * published by one relay, once. `pg:<channel>` rows are NOTIFYs sent in that pass's transaction.
 * `onPublished` hears of every row published (the menu cache rechecks on `menu:changed`).
 */
export function startOutboxRelay({
  db,
  io,
  log,
  pollMs = OUTBOX_POLL_MS,
  onPublished = () => {},
}: {
  db: Db;
  io: RealtimeServer;
  log: Log;
  pollMs?: number;
  onPublished?: (event: OutboxEvent) => void;
}): OutboxRelay {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const direct: OutboxEvent[] = [];
  const emit = (event: OutboxEvent) => {
    onPublished(event);
    (io.to(event.rooms).emit as (e: string, p: unknown) => void)(event.event, event.payload);
  };

  /** One pass: false when another relay held the lock. */
  async function pass(): Promise<boolean> {
    const client = await db.$client.connect();
    let queued: OutboxEvent[] = [];
    try {
      await client.query('begin');
      const lock = await client.query<{ got: boolean }>(
        'select pg_try_advisory_xact_lock($1) as got',
        [RELAY_LOCK],
      );
      if (!lock.rows[0]?.got) {
        await client.query('commit');
        return false;
      }
      // Direct news queued before the claim goes after the rows committed before it.
      queued = direct.splice(0);
      const { rows } = await client.query<Row>(CLAIM, [BATCH]);
      rows.sort((a, b) => a.id - b.id);
      const notices = rows.filter((row) => row.event.startsWith('pg:'));
      if (notices.length > 0) {
        await client.query(
          'select pg_notify(c, p) from unnest($1::text[], $2::text[]) as n(c, p)',
          [notices.map((row) => row.event.slice(3)), notices.map((row) => String(row.payload))],
        );
      }
      await client.query('commit');
      // After the claim's commit, so the NOTIFYs (a menu version) are out before the news that
      // makes screens refetch. The adapter sends each event on its own afterwards in any case.
      for (const row of rows) if (!row.event.startsWith('pg:')) emit(row);
      for (const event of queued.splice(0)) emit(event);
      if (rows.length === BATCH) again = true;
      return true;
    } catch (error) {
      direct.unshift(...queued);
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        if (!(await pass())) {
          await new Promise((r) => setTimeout(r, BUSY_RETRY_MS));
          again = true;
        }
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'outbox relay'))
      .finally(() => {
        running = undefined;
      });
  }

  const unwatch = afterOutboxCommit(db, run);
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    send(event) {
      direct.push(event);
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unwatch();
      await running;
      // News queued while stopping still goes out, on this node only.
      for (const event of direct.splice(0)) emit(event);
    },
  };
}
