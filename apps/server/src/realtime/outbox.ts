import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client.ts';
import { realtimeOutbox } from '../db/schema/realtime-outbox.ts';
import type { DbOrTx, Tx } from '../lib/db-tx.ts';

/** One piece of realtime news: an event for socket.io rooms, or a `pg:<channel>` NOTIFY. */
export type OutboxEvent = { rooms: string[]; event: string; payload: unknown };

/** Set while a transaction of a watched database runs: did it write news, what follows its commit? */
const scope = new AsyncLocalStorage<{ wrote: boolean; committed: (() => void)[] }>();
/** Per database handle, the relays to wake after a commit that wrote news. */
const watchers = new WeakMap<Db, Set<() => void>>();

/**
 * Writes news in the caller's transaction (ADR 096): it is published after the commit, by the
 * relay this node wakes then (`afterOutboxCommit`) or by any node's poll, and never when the
 * transaction rolls back.
 */
export async function writeOutboxEvents(tx: Tx, events: readonly OutboxEvent[]) {
  if (events.length === 0) return;
  await tx
    .insert(realtimeOutbox)
    .values(
      events.map(({ rooms, event, payload }) => ({ rooms, event, payload: payload ?? null })),
    );
  noteOutboxWrite(tx);
}

/**
 * News was written through `db`: inside a watched transaction its relays wake after the
 * commit; a statement that committed by itself (the order's one statement, ADR 006) wakes them
 * now.
 */
export function noteOutboxWrite(db: DbOrTx): void {
  const current = scope.getStore();
  if (current) current.wrote = true;
  else for (const wake of watchers.get(db as Db) ?? []) wake();
}

/**
 * Runs `then` once the watched transaction this is called in has committed, before the caller
 * goes on (this node's cached menu must not answer from before a change it was just told of);
 * outside one, now. Not run when the transaction rolls back.
 */
export function afterCommit(then: () => void): void {
  const current = scope.getStore();
  if (current) current.committed.push(then);
  else then();
}

/**
 * Calls `wake` after each `db.transaction(…)` that wrote news has committed, so this node's
 * relay publishes it at once. Answers the function that stops watching.
 */
export function afterOutboxCommit(db: Db, wake: () => void): () => void {
  let wakes = watchers.get(db);
  if (!wakes) {
    const woken = new Set<() => void>();
    wakes = woken;
    watchers.set(db, woken);
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<Db['transaction']>) => {
      const mine = { wrote: false, committed: [] as (() => void)[] };
      const result = await scope.run(mine, () => transaction(...args));
      for (const then of mine.committed) then();
      if (mine.wrote) for (const each of woken) each();
      return result;
    }) as Db['transaction'];
  }
  wakes.add(wake);
  return () => wakes.delete(wake);
}
