import type pg from 'pg';
import { statementText, watchStatements } from './pool-statements.ts';

/**
 * Watches every connection `pool` hands out for a statement sent while another is still running
 * on it (issue 37): a transaction's Promise.all does that, pg 8 queues it with the warning
 * "client.query() when the client is already executing a query", pg 9 will refuse it. Answers
 * the overlapping statements and the warnings the process emitted about them, both empty when
 * every connection ran one statement at a time.
 */
export function watchQueriesPerClient(pool: pg.Pool) {
  const overlapping: string[] = [];
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.message.includes('already executing')) warnings.push(warning.message);
  };
  process.on('warning', onWarning);
  const running = new WeakMap<pg.PoolClient, number>();
  watchStatements(pool, (query, client) => {
    const before = running.get(client) ?? 0;
    if (before > 0) overlapping.push(statementText(query));
    running.set(client, before + 1);
    return () => running.set(client, (running.get(client) ?? 1) - 1);
  });
  return {
    overlapping,
    warnings,
    stop: () => process.off('warning', onWarning),
  };
}
