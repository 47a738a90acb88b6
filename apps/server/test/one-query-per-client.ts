import type pg from 'pg';

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
  const watched = new WeakSet<pg.PoolClient>();
  const onWarning = (warning: Error) => {
    if (warning.message.includes('already executing')) warnings.push(warning.message);
  };
  process.on('warning', onWarning);
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    let running = 0;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const done = () => {
      running -= 1;
    };
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      if (running > 0) overlapping.push(textOf(args[0]));
      running += 1;
      // pool.query passes a callback; drizzle's transactions await the promise.
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          done();
          return (last as (...a: unknown[]) => unknown)(...answer);
        };
        return query(...args);
      }
      const answer = query(...args) as PromiseLike<unknown> | undefined;
      if (answer && typeof answer.then === 'function') answer.then(done, done);
      else done();
      return answer;
    };
  });
  return {
    overlapping,
    warnings,
    stop: () => process.off('warning', onWarning),
  };
}

function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: string }).text;
  return (text ?? String(query)).slice(0, 120);
}
