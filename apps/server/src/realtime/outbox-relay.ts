import type { Db } from '../db/client.ts';
import { loggableError } from '../lib/pg-errors.ts';
import { afterOutboxCommit, type OutboxEvent } from './outbox.ts';
import { broadcastsOut, failedPublicationsOf } from './ordered-adapter.ts';
import type { RealtimeServer } from './realtime-server.ts';

/** The poll that publishes what another node or a crashed process left in the outbox. */
export const OUTBOX_POLL_MS = 250;
/** Rows claimed per pass; a full batch is followed by another pass at once. */
const BATCH = 500;
/** The advisory lock one relay at a time holds while it publishes: events stay in id order. */
const RELAY_LOCK = 0x6d617361; // 'masa'
/** How soon a relay that found another one publishing tries again (its rows may be left). */
const BUSY_RETRY_MS = 5;
/**
 * How long a relay holds the lock waiting for its broadcasts to leave (a Redis that went away
 * keeps them queued until it is back): past it, the next relay goes on, in order but for them.
 */
const PUBLISH_WAIT_MS = 2_000;
/**
 * How long a claimed row is left to its relay (ADR 109): it deletes the row once the broadcast
 * has left; a row still there after the lease (its node died, or its broadcast waited past it) is
 * published again by the next pass of any node, and the apps drop the id they already heard.
 * Longer than PUBLISH_WAIT_MS, so a relay that gave up waiting still has its turn first.
 */
export const CLAIM_LEASE_MS = 5_000;
/**
 * How far back a relay publishes again when its Redis comes back (ADR 109, "Since then"): an
 * entry Redis took just before it died may not have been read by the other nodes yet, and a
 * restarted Redis has lost it. Their readers ask again within a second (BLOCK_MS).
 */
export const REPLAY_MS = 2_000;

/**
 * One pass as one statement, in a transaction of its own: the relay lock (none: `got` is false
 * and nothing is claimed; taken, it outlives the statement until `pass` lets go of it), the
 * claim of the rows no live lease holds, and the NOTIFYs of the `pg:` rows claimed, sent (and
 * the rows deleted) when the claim commits. Socket.io rows are leased, not deleted, and answered
 * in id order with their id in the payload (`outboxId`); at least one row (its `got`).
 */
const CLAIM = `with lock as (select pg_try_advisory_lock($2) as got),
picked as (select id, event like 'pg:%' as notice from realtime_outbox
  where (select got from lock) and (claimed_until is null or claimed_until < now())
  order by id limit $1 for update skip locked),
notices as (delete from realtime_outbox where id in (select id from picked where notice)
  returning event, payload),
claimed as (update realtime_outbox set claimed_until = now() + $3::int * interval '1 millisecond'
  where id in (select id from picked where not notice)
  returning id, rooms, event, payload || jsonb_build_object('outboxId', id) as payload),
notified as (select count(pg_notify(substr(event, 4), payload #>> '{}')) as n from notices)
select l.got, (select n from notified) as notified, c.id, c.rooms, c.event, c.payload
from lock l left join claimed c on true
order by c.id`;
/** Deletes the rows whose broadcast has left, and lets go of the relay lock. */
const DONE = `with published as (delete from realtime_outbox where id = any($2::bigint[]))
select pg_advisory_unlock($1)`;
const PUBLISHED = 'delete from realtime_outbox where id = any($1::bigint[])';

type Row = { id: number } & OutboxEvent;
type ClaimRow = { got: boolean; notified: number } & ({ id: null } | Row);
type Log = { warn: (details: object, message: string) => void };
export type OutboxRelay = {
  /** Publish what is in the outbox now (after a commit of this node). */
  wake(): void;
  /** News that was never in a transaction: published in turn with the outbox's rows. */
  send(event: OutboxEvent): void;
  /**
   * Publishes again the outbox rows this relay published in the REPLAY_MS before `droppedAt`
   * (its fan-out's connection was lost then and is back): the apps drop an id they heard.
   */
  replay(droppedAt: number): void;
  stop(): Promise<void>;
};

/**
 * The in-process publisher of the realtime outbox (ADR 096): woken after each commit that wrote
 * news, every OUTBOX_POLL_MS and once at start-up (the sweep). A pass claims rows with
 * a lease (`claimed_until`, CLAIM_LEASE_MS), commits, publishes them in id order and deletes them
 * once the broadcast has left: a row is published at least once, by one relay unless its lease
 * ran out first (ADR 109). `pg:<channel>` rows are NOTIFYs sent in that pass's transaction.
 * `onPublished` hears of every row published (the menu cache rechecks on `menu:changed`).
 */
export function startOutboxRelay({
  db,
  io,
  log,
  pollMs = OUTBOX_POLL_MS,
  leaseMs = CLAIM_LEASE_MS,
  onPublished = () => {},
}: {
  db: Db;
  io: RealtimeServer;
  log: Log;
  pollMs?: number;
  leaseMs?: number;
  onPublished?: (event: OutboxEvent) => void;
}): OutboxRelay {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const direct: OutboxEvent[] = [];
  /** The outbox rows published lately, oldest first, for `replay`. */
  let recent: { at: number; event: OutboxEvent }[] = [];
  const broadcast = (event: OutboxEvent) =>
    (io.to(event.rooms).emit as (e: string, p: unknown) => void)(event.event, event.payload);
  const emit = (event: OutboxEvent) => {
    onPublished(event);
    broadcast(event);
  };
  const emitRow = (event: OutboxEvent) => {
    emit(event);
    const now = Date.now();
    recent.push({ at: now, event });
    if (recent[0]!.at < now - 2 * REPLAY_MS) recent = recent.filter((r) => r.at >= now - REPLAY_MS);
  };

  /**
   * One pass: false when another relay held the lock. The lock is a session lock, held until
   * this pass's broadcasts have left the node: a relay on another node claims the next rows only
   * then, so every node's sockets hear the rows in id order (ADR 102).
   */
  async function pass(): Promise<boolean> {
    // Direct news queued before the claim goes after the rows committed before it.
    const queued = direct.splice(0);
    let client;
    let result;
    try {
      client = await db.$client.connect();
      result = await client.query<ClaimRow>({
        name: 'realtime_outbox_claim',
        text: CLAIM,
        values: [BATCH, RELAY_LOCK, leaseMs],
      });
    } catch (error) {
      client?.release(true);
      direct.unshift(...queued);
      throw error;
    }
    if (!result.rows[0]?.got) {
      client.release();
      direct.unshift(...queued);
      return false;
    }
    let unlocked = false;
    try {
      // After the claim's commit, so the NOTIFYs (a menu version) are out before the news that
      // makes screens refetch.
      const failedBefore = failedPublicationsOf(io);
      const rows = result.rows.filter((row): row is Row & ClaimRow => row.id !== null);
      for (const row of rows) emitRow(row);
      for (const event of queued) emit(event);
      if (rows.length + Number(result.rows[0].notified) >= BATCH) again = true;
      const ids = rows.map((row) => row.id);
      const out = broadcastsOut(io);
      const left = await outWithin(out, PUBLISH_WAIT_MS);
      // A publication that failed reached this node's sockets only: the rows stay, and any
      // relay publishes them again after the lease (the apps drop an id they heard).
      const failed = () => failedPublicationsOf(io) !== failedBefore;
      await client.query(DONE, [RELAY_LOCK, left && !failed() ? ids : []]);
      unlocked = true;
      // Still queued (Redis away): deleted once out, or published again after the lease.
      if (!left && ids.length > 0)
        void out.then(() => {
          if (!failed()) deletePublished(ids);
        });
    } finally {
      // A connection that may still hold the lock is closed, which lets go of it.
      client.release(!unlocked);
    }
    return true;
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

  function deletePublished(ids: number[]) {
    db.$client
      .query(PUBLISHED, [ids])
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'outbox relay'));
  }

  const unwatch = afterOutboxCommit(db, run);
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    replay(droppedAt) {
      if (stopped) return;
      for (const { at, event } of recent)
        if (at >= droppedAt - REPLAY_MS && at <= droppedAt) broadcast(event);
    },
    send(event) {
      // Once stopping, on this node only, as it is told.
      if (stopped) return emit(event);
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

/** Waits for `out`, or `ms` at most: answers whether it was out in time. */
async function outWithin(out: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    out.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return inTime;
}
