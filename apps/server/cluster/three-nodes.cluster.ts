import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_STAFF_PASSWORD, demoStaffEmail } from '../src/db/seed/demo-ids.ts';
import {
  loadTableTokensOverHttp,
  placeOrderOverHttp,
  type OrderLine,
} from '../reliability/support/diner.ts';
import { startCluster, type Cluster } from './cluster-script.ts';
import { allConnected, watchStaffSocket, type WatchedSocket } from './staff-sockets.ts';

// Issue 37 §3 (ADR 103): deploy/cluster.sh's three nodes behind nginx on PostgreSQL 15 and Redis
// (the nodes fan out through Redis Streams, ADR 102). Diners
// order and the staff accept through the balancer while staff sockets sit on every node; node 1
// is killed with SIGKILL halfway. Counted and printed: orders acknowledged and lost, events
// missed and received twice, time until the survivors serve every socket again.

const DINERS = 6;
/** How long before the kill an answered request's news may still have been on node 1's relay. */
const IN_FLIGHT_MS = 3_000;
const BUSINESS = DEMO_BUSINESS_IDS.bogaz;
const dir = mkdtempSync(path.join(tmpdir(), 'masa-cluster-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    dir,
    port: 4301,
    nodes: 3,
    pgPort: 54401,
    redisPort: 6401,
    env: {
      SEED_DEMO: 'true',
      RATE_LIMIT_SCALE: '1000',
      PENDING_ORDERS_PER_TABLE: '1000',
      LOG_LEVEL: 'warn',
    },
  });
});
afterAll(async () => {
  await cluster?.down();
  rmSync(dir, { recursive: true, force: true });
});

async function staffLogin(url: string) {
  const res = await fetch(`${url}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStaffEmail('bogaz'), password: DEMO_STAFF_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

describe('three nodes behind nginx on PostgreSQL 15 and Redis, no sticky sessions', () => {
  it('a menu change on one node is served by another, and a session ended on one is refused by another', async () => {
    const [node1, node2, node3] = cluster.nodeUrls as [string, string, string];
    const staff = await staffLogin(cluster.url);
    const menu = async (url: string) =>
      json<{ _id: string; isAvailable: boolean }[]>(
        await fetch(`${url}/api/products/business/${BUSINESS}`),
      );
    const product = (await menu(node2))[0]!;
    expect(product.isAvailable).toBe(true); // node 2's cache now holds the menu
    const soldOut = await fetch(`${node1}/api/staff/products/${product._id}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ isAvailable: false }),
    });
    expect(soldOut.status).toBe(200);
    expect((await menu(node2)).find((p) => p._id === product._id)?.isAvailable).toBe(false);
    await fetch(`${node1}/api/staff/products/${product._id}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ isAvailable: true }),
    });

    const session = await staffLogin(cluster.url);
    expect((await fetch(`${node3}/api/staff/orders`, { headers: session })).status).toBe(200);
    const logout = await fetch(`${node1}/api/staff/logout`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await sleep(500); // the adapter's delivery to the other nodes
    expect((await fetch(`${node3}/api/staff/orders`, { headers: session })).status).toBe(401);
    expect((await fetch(`${node2}/api/staff/orders`, { headers: session })).status).toBe(401);
  });

  it('diners and staff through the balancer lose nothing when a node is killed with SIGKILL', async () => {
    await loadTableTokensOverHttp(cluster.url);
    const staff = await staffLogin(cluster.url);
    const token = staff.authorization.slice('Bearer '.length);
    // One staff screen on each node directly, nine through the balancer (spread round-robin).
    const sockets: WatchedSocket[] = [
      ...cluster.nodeUrls.map((url, i) => watchStaffSocket(`node ${i + 1}`, url, token)),
      ...Array.from({ length: 9 }, (_, i) =>
        watchStaffSocket(`balancer ${i + 1}`, cluster.url, token),
      ),
    ];
    await allConnected(sockets);
    const throughBalancer = sockets.slice(3);

    const guests = await Promise.all(
      Array.from({ length: DINERS }, async (_, i) => {
        const res = await fetch(`${cluster.url}/api/users/customer/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Müşteri ${i}` }),
        });
        return { authorization: `Bearer ${(await json<{ token: string }>(res)).token}` };
      }),
    );
    const products = await json<{ _id: string }[]>(
      await fetch(`${cluster.url}/api/products/business/${BUSINESS}`),
    );
    const lines: OrderLine[] = products.slice(0, 2).map((p) => ({ productId: p._id, quantity: 1 }));

    /** Acknowledged orders: id → when its first attempt was sent and when it was answered. */
    const acknowledged = new Map<string, { sentAt: number; ackAt: number }>();
    const accepted = new Map<string, number>();
    const refused: string[] = [];
    let stopped = false;

    // A diner retries a request that got no answer with the same Idempotency-Key (use-place-order).
    const diner = async (i: number) => {
      for (let n = 0; !stopped; n++) {
        const sentAt = Date.now();
        for (;;) {
          const res = await placeOrderOverHttp(
            cluster.url,
            guests[i]!,
            { slug: 'bogaz', table: i },
            lines,
            `cluster-${i}-${n}`,
          ).catch(() => null);
          if (res?.status === 201) {
            const { id } = await json<{ id: string }>(res);
            acknowledged.set(id, { sentAt, ackAt: Date.now() });
            break;
          }
          if (res && res.status !== 502 && res.status !== 503 && res.status !== 504) {
            refused.push(`order ${res.status} ${await res.text()}`);
            break;
          }
          await sleep(100);
        }
        await sleep(150);
      }
    };
    // The staff accept every order as it arrives; a change without an answer is asked again.
    const waiter = async () => {
      while (!stopped || accepted.size < acknowledged.size) {
        const next = [...acknowledged.keys()].find((id) => !accepted.has(id));
        if (!next) {
          await sleep(50);
          continue;
        }
        const res = await fetch(`${cluster.url}/api/staff/orders/${next}/status`, {
          method: 'PATCH',
          headers: { ...staff, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'received' }),
        }).catch(() => null);
        if (res?.status === 200) accepted.set(next, Date.now());
        else if (res && res.status !== 502 && res.status !== 503) {
          refused.push(`status ${res.status} ${await res.text()}`);
          accepted.set(next, -1);
        } else await sleep(100);
      }
    };
    const flows = [...guests.map((_, i) => diner(i)), waiter()];

    await sleep(6000);
    const before = acknowledged.size;
    const killedAt = Date.now();
    await cluster.killNode(1);
    // Recovered: every socket through the balancer connected again and an order sent after
    // the kill answered.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - killedAt < 60_000) {
      const served = [...acknowledged.values()].some((o) => o.sentAt > killedAt);
      if (served && throughBalancer.every((s) => s.connectedSince !== null))
        recoveredAt = Date.now();
      else await sleep(20);
    }
    await sleep(6000);
    stopped = true;
    await Promise.all(flows);
    await sleep(2000); // the last events on their way

    const sql = new pg.Client({ connectionString: cluster.databaseUrl });
    await sql.connect();
    const stored = await sql.query<{ id: string; status: string }>(
      'SELECT id, status FROM orders WHERE id = ANY($1)',
      [[...acknowledged.keys()]],
    );
    await sql.end();

    // An event is owed to a socket connected since before its request was sent; a socket that
    // reconnected is owed only what was sent after it came back. An event that every socket owed
    // it missed, for a request node 1 answered before it was killed, went down with node 1: the
    // relay there had claimed its outbox row and died before the broadcast left (ADR 102 says
    // this window and what closes it). Counted apart; any other miss is a fan-out fault.
    let owed = 0;
    const missedBy = new Map<string, { owed: number; missed: string[]; answeredAt: number }>();
    let duplicates = 0;
    for (const s of sockets) {
      for (const count of s.received.values()) if (count > 1) duplicates += count - 1;
      if (s.connectedSince === null) continue; // node 1's own socket: its node is gone
      for (const [id, order] of acknowledged) {
        if (order.sentAt <= s.connectedSince) continue;
        const events = [
          [`order:created ${id}`, order.ackAt],
          [`order:status:changed ${id} received`, accepted.get(id) ?? Infinity],
        ] as const;
        for (const [key, answeredAt] of events) {
          owed += 1;
          const tally = missedBy.get(key) ?? { owed: 0, missed: [], answeredAt };
          tally.owed += 1;
          if (!s.received.has(key)) tally.missed.push(s.name);
          missedBy.set(key, tally);
        }
      }
    }
    const missedWhat: string[] = [];
    const wentDownWithNode: string[] = [];
    let missed = 0;
    for (const [key, { owed: owedTo, missed: missedSockets, answeredAt }] of missedBy) {
      if (missedSockets.length === 0) continue;
      const when = `${answeredAt - killedAt} ms after the kill`;
      const inFlight = answeredAt <= killedAt && answeredAt > killedAt - IN_FLIGHT_MS;
      if (missedSockets.length === owedTo && inFlight) wentDownWithNode.push(`${key}, ${when}`);
      else {
        missed += missedSockets.length;
        missedWhat.push(`${key}: missed by ${missedSockets.join(' ')}, answered ${when}`);
      }
    }
    const reconnected = throughBalancer.filter((s) => s.disconnects > 0).length;
    sockets.forEach((s) => s.socket.close());

    const lost = acknowledged.size - stored.rows.length;
    const figures = {
      ordersAcknowledged: acknowledged.size,
      ordersBeforeKill: before,
      ordersLost: lost,
      statusChangesAcknowledged: [...accepted.values()].filter((t) => t > 0).length,
      eventsOwed: owed,
      eventsMissed: missed,
      firstMissed: missedWhat.slice(0, 10),
      eventsWentDownWithNode1: wentDownWithNode,
      duplicates,
      balancerSocketsReconnected: `${reconnected} of ${throughBalancer.length}`,
      recoverMs: recoveredAt ? recoveredAt - killedAt : 'not within 60 s',
    };
    console.log(`cluster figures: ${JSON.stringify(figures, null, 2)}`);

    expect(refused).toEqual([]);
    expect(before).toBeGreaterThan(DINERS);
    expect(acknowledged.size).toBeGreaterThan(before);
    expect(lost).toBe(0);
    expect(stored.rows.every((r) => r.status === 'received')).toBe(true);
    expect(owed).toBeGreaterThan(0);
    expect(missed).toBe(0);
    expect(duplicates).toBe(0);
    expect(reconnected).toBeGreaterThan(0); // some screens were on node 1 and came back
    expect(recoveredAt).toBeGreaterThan(0);
  });
});
