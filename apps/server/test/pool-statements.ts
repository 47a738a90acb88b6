import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Calls `sent` with each statement (its text or config, as pg's `query` took it) that any
 * connection `pool` hands out is sent, and then the function `sent` answers, if any, once
 * PostgreSQL answered it. For tests that check what the server sends, not what it meant to.
 */
export function watchStatements(
  pool: pg.Pool,
  sent: (query: unknown, client: pg.PoolClient) => (() => void) | void,
): void {
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args) => {
      const done = sent(args[0], client) ?? (() => {});
      // pool.query passes a callback; drizzle's transactions await the promise.
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          done();
          return (last as Query)(...answer);
        };
        return query(...args);
      }
      const answer = query(...args) as PromiseLike<unknown> | undefined;
      if (answer && typeof answer.then === 'function') answer.then(done, done);
      else done();
      return answer;
    };
  });
}

/** A statement's text, shortened for a test's message. */
export function statementText(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: string }).text;
  return (text ?? String(query)).slice(0, 120);
}
