import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS } from '../src/db/seed/demo-ids.ts';
import {
  loadTableTokensOverHttp,
  placeOrderOverHttp,
  type Headers,
  type OrderLine,
  type TableRef,
} from './support/diner.ts';
import { recordFigure } from './support/figures.ts';
import { freePort, startServerProcess } from './support/server-process.ts';

// Part 3 of docs/reliability.md: the real server process (embedded PostgreSQL, as `npm start`)
// killed with SIGKILL three times while 20 clients place orders; the second time its PostgreSQL
// postmaster is killed a second or more before it. Clients retry a failed attempt with the same
// Idempotency-Key, as the diner app does (apps/web use-place-order). Afterwards every
// acknowledged order is in the database exactly once and no key made two orders.

const CLIENTS = 20;
const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-reliability-crash-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  const pid = postmasterPid();
  if (pid) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** Starts `src/server.ts` on the data directory and waits until it says it is ready. */
function startServer(port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  return startServerProcess(
    {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      JWT_SECRET: 'reliability-crash-secret-long-enough-for-hs256',
      RATE_LIMIT_SCALE: '1000',
    },
    children,
  );
}

/**
 * SIGKILL to the server. With `whileDatabaseDown`, its PostgreSQL postmaster is killed first and
 * the server runs without its database until that resolves (requests in flight fail, new ones
 * get 503).
 */
async function kill(child: ChildProcess, whileDatabaseDown?: () => Promise<void>) {
  const postmaster = postmasterPid();
  if (whileDatabaseDown && postmaster) {
    process.kill(postmaster, 'SIGKILL');
    await whileDatabaseDown();
  }
  // A server that died by itself meanwhile (an unhandled error on a lost database connection)
  // would never fire 'exit' again: say so instead of waiting for it.
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error(
      `the server ended by itself (${child.exitCode ?? child.signalCode}) before the kill`,
    );
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  children.delete(child);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tally = {
  /** Retries answered from the stored answer: the first attempt was committed, then the crash. */
  replayed: number;
  acknowledged: Map<string, string>;
  retries: number;
  /** 5xx answers by status and error code, e.g. `503 DATABASE_UNAVAILABLE`. */
  answers5xx: Map<string, number>;
  /** 503 answers that said when to ask again (`Retry-After`). */
  retryAfter: number;
  refused: string[];
};

/** One diner placing orders one after another until `stop()`, retrying each with its key. */
async function client(
  baseUrl: string,
  index: number,
  who: Headers,
  lines: OrderLine[],
  stop: () => boolean,
  tally: Tally,
) {
  const at: TableRef = { slug: 'bogaz', table: index % 10 };
  for (let n = 0; !stop(); n++) {
    const key = `crash-${index}-${n}`;
    // Once sent, a key is retried until answered: the diner's phone keeps trying.
    for (;;) {
      try {
        const res = await placeOrderOverHttp(baseUrl, who, at, lines, key);
        if (res.status === 201) {
          const body = (await res.json()) as { data: { id: string } };
          tally.acknowledged.set(key, body.data.id);
          if (res.headers.get('idempotent-replayed') === 'true') tally.replayed += 1;
          break;
        }
        if (res.status >= 500) {
          const { error } = (await res.json().catch(() => ({}))) as { error?: string };
          const what = `${res.status} ${error ?? ''}`.trim();
          tally.answers5xx.set(what, (tally.answers5xx.get(what) ?? 0) + 1);
          const wait = Number(res.headers.get('retry-after'));
          if (res.status === 503 && wait > 0) {
            // As the diner app does: wait as told, then the same key again.
            tally.retryAfter += 1;
            await sleep(wait * 1000);
          }
        } else {
          tally.refused.push(`${key}: ${res.status} ${await res.text()}`);
          break;
        }
      } catch {
        // Connection refused or reset: the server is down or restarting.
      }
      tally.retries += 1;
      await sleep(150);
    }
  }
}

describe('orders through server crashes', () => {
  it(`${CLIENTS} clients keep ordering through 3 × SIGKILL (once after its PostgreSQL): every acknowledged order exists once`, async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    await loadTableTokensOverHttp(baseUrl);

    // Guest accounts, one per client, and two dishes of the first demo business.
    const guests = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const res = await fetch(`${baseUrl}/api/users/customer/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Müşteri ${i}` }),
        });
        const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
        return { headers: { authorization: `Bearer ${data.token}` }, userId: data.user.id };
      }),
    );
    const menu = (await (
      await fetch(`${baseUrl}/api/products/business/${DEMO_BUSINESS_IDS.bogaz}`)
    ).json()) as { data: { _id: string }[] };
    const lines = menu.data.slice(0, 2).map((p) => ({ productId: p._id, quantity: 1 }));

    const tally: Tally = {
      replayed: 0,
      acknowledged: new Map(),
      retries: 0,
      answers5xx: new Map(),
      retryAfter: 0,
      refused: [],
    };
    let stopped = false;
    const clients = guests.map((g, i) =>
      client(baseUrl, i, g.headers, lines, () => stopped, tally),
    );

    const postmasters = [postmasterPid()];
    // A second without the database, and on until the clients have had an answer in it (on a
    // loaded machine a second may pass before any request is answered at all).
    const databaseDown = async () => {
      const deadline = Date.now() + 60_000;
      await sleep(1000);
      while (tally.answers5xx.size === 0 && Date.now() < deadline) await sleep(100);
    };
    for (const postgresFirst of [false, true, false]) {
      await sleep(3000);
      await kill(server, postgresFirst ? databaseDown : undefined);
      await sleep(500);
      server = await startServer(port);
      postmasters.push(postmasterPid());
    }
    await sleep(3000);
    stopped = true;
    await Promise.all(clients);

    // The database, read directly: orders per client and per acknowledged id.
    const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    const pgPort = Number(
      readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3],
    );
    const sql = new pg.Client({
      host: '127.0.0.1',
      port: pgPort,
      user: 'postgres',
      password,
      database: 'postgres',
    });
    await sql.connect();
    const ids = [...tally.acknowledged.values()];
    const found = await sql.query<{ id: string; lines: number }>(
      `SELECT o.id, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines
           FROM orders o WHERE o.id = ANY($1)`,
      [ids],
    );
    const perClient = await sql.query<{ user_id: string; n: number }>(
      'SELECT user_id, count(*)::int AS n FROM orders WHERE user_id = ANY($1) GROUP BY user_id',
      [guests.map((g) => g.userId)],
    );
    await sql.end();
    const stored = perClient.rows.reduce((sum, r) => sum + r.n, 0);
    const acknowledgedPerClient = guests.map(
      (_, i) => [...tally.acknowledged.keys()].filter((k) => k.startsWith(`crash-${i}-`)).length,
    );
    const storedPerClient = guests.map(
      (g) => perClient.rows.find((r) => r.user_id === g.userId)?.n ?? 0,
    );

    const health = await fetch(`${baseUrl}/api/health`);
    recordFigure({
      part: 'crash',
      check: `orders by ${CLIENTS} clients through 3 × SIGKILL (1 a second or more after the postmaster), ${tally.retries} retries with the same key`,
      count: ids.length,
      result: `${found.rows.length} found once, ${stored - ids.length} duplicates, ${found.rows.filter((r) => r.lines !== lines.length).length} half-written; ${tally.replayed} retries answered from the stored answer; ${[...tally.answers5xx].map(([what, n]) => `${n} × ${what}`).join(', ') || 'no 5xx'} while the database was down (${tally.retryAfter} with Retry-After); health ${health.status}`,
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;

    expect(tally.refused).toEqual([]);
    // The database down is a 503 that says when to come back, never a 500 (ADR 103).
    expect([...tally.answers5xx.keys()]).toEqual(['503 DATABASE_UNAVAILABLE']);
    expect(tally.retryAfter).toBe(tally.answers5xx.get('503 DATABASE_UNAVAILABLE'));
    // Every restart ran its own PostgreSQL: the orphan of a killed server was stopped, and the
    // one killed with its server came back through crash recovery.
    expect(new Set(postmasters).size).toBe(postmasters.length);
    expect(ids.length).toBeGreaterThan(CLIENTS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(found.rows).toHaveLength(ids.length);
    expect(found.rows.filter((r) => r.lines !== lines.length)).toEqual([]);
    expect(storedPerClient).toEqual(acknowledgedPerClient);
    expect(health.status).toBe(200);
  }, 600_000);
});
