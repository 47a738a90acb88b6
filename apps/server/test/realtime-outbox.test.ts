import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRepeatedNews, REPEATED_NEWS } from '@masa/core/realtime/drop-repeated-news';
import { rooms } from '@masa/core/realtime/events';
import { buildApp, type App } from '../src/app.ts';
import { DEMO_BUSINESS_IDS } from '../src/db/seed/demo-ids.ts';
import { emitOrderEvent } from '../src/realtime/emit.ts';
import { createLiveApp } from './live-orders/live-fixture.ts';
import { eventually, socketClients } from './live-orders/socket-helpers.ts';

// Realtime news leaves from the realtime_outbox table after commit (ADR 096), at least once
// (ADR 109). Two apps on one database stand for two server nodes; a plain connection writes as
// a process would that committed and died before its relay ran, or a relay that died after its
// claim.
const nodeA = await createLiveApp();
const { db, config, url } = nodeA;
let nodeB: App;
const sockets = socketClients();
const other = new pg.Client({ connectionString: url });
const businessId = DEMO_BUSINESS_IDS.bogaz;

beforeAll(async () => {
  await other.connect();
  await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  nodeB = await buildApp({ config, db });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await nodeB.close();
  await other.end();
});

type Update = { orderId: string; change: string; outboxId?: number };
const order = (id: string) => ({ id, tableId: 'no-table', businessId, userId: null });

/**
 * News left after all the rest and heard on the screen(s): the relays have passed over every
 * row before it. A test sees that nothing more came this way, not by waiting out a few polls.
 */
async function passedOver(sentinel: string, ...screens: Update[][]) {
  await leaveInOutbox([sentinel]);
  for (const heard of screens)
    await eventually(() => expect(heard.map((u) => u.orderId)).toContain(sentinel));
}

/** A staff screen of the business on `app`, recording every order:updated it hears. */
async function staffScreen(app: App) {
  const socket = await sockets.open(app, (await nodeA.staffHeaders('bogaz')).authorization);
  return sockets.record<Update>(socket, 'order:updated');
}

/**
 * Rows left as a process that committed and died before publishing would leave them; with
 * `claimedForMs`, as a relay would that claimed them for that lease and died; with `id`, one row
 * under an id already published, as a relay would leave it that died after its broadcast left
 * and before deleting it.
 */
async function leaveInOutbox(ids: string[], { claimedForMs = 0, id = null as number | null } = {}) {
  await other.query(
    `insert into realtime_outbox (id, rooms, event, payload, claimed_until)
     select coalesce($5::bigint, nextval('realtime_outbox_id_seq')),
       array[$1, 'order:' || id], 'order:updated',
       jsonb_build_object('orderId', id, 'tableId', 'no-table', 'businessId', $2::text, 'change', 'items'),
       case when $4::int > 0 then now() + $4::int * interval '1 millisecond' end
     from unnest($3::text[]) with ordinality as t(id, n) order by n`,
    [rooms.staff(businessId), businessId, ids, claimedForMs, id],
  );
}

const outboxRows = async () =>
  Number((await other.query('select count(*) as n from realtime_outbox')).rows[0].n);

describe('realtime news from the outbox', () => {
  it('never publishes news written in a transaction that rolled back', async () => {
    const heard = await staffScreen(nodeA.app);
    await expect(
      db.transaction(async (tx) => {
        await emitOrderEvent(tx, order('rolled-back'), 'order:updated', {
          orderId: 'rolled-back',
          tableId: 'no-table',
          businessId,
          change: 'items',
        });
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    await db.transaction((tx) =>
      emitOrderEvent(tx, order('committed'), 'order:updated', {
        orderId: 'committed',
        tableId: 'no-table',
        businessId,
        change: 'items',
      }),
    );
    await eventually(() => expect(heard.map((u) => u.orderId)).toContain('committed'));
    await passedOver('after-the-commit', heard);
    expect(heard.map((u) => u.orderId)).toEqual(['committed', 'after-the-commit']);
    await expect.poll(outboxRows).toBe(0);
  });

  it('publishes once what a process left after its commit, without being woken', async () => {
    const heard = await staffScreen(nodeB);
    await leaveInOutbox(['left-behind']);
    await eventually(() => expect(heard.map((u) => u.orderId)).toEqual(['left-behind']));
    await passedOver('after-the-left', heard);
    expect(heard.map((u) => u.orderId)).toEqual(['left-behind', 'after-the-left']);
    await expect.poll(outboxRows).toBe(0);
  });

  it('two nodes publish every row once, in order', async () => {
    const onA = await staffScreen(nodeA.app);
    const onB = await staffScreen(nodeB);
    const left = Array.from({ length: 300 }, (_, i) => `left-${i}`);
    const written = Array.from({ length: 40 }, (_, i) => `written-${i}`);
    await Promise.all([
      leaveInOutbox(left),
      // Both nodes write news in their transactions while the rows left are there.
      ...[nodeA.app, nodeB].map(async (app, n) => {
        for (const id of written.filter((_, i) => i % 2 === n)) {
          await app.db.transaction((tx) =>
            emitOrderEvent(tx, order(id), 'order:updated', {
              orderId: id,
              tableId: 'no-table',
              businessId,
              change: 'items',
            }),
          );
        }
      }),
    ]);
    const all = [...left, ...written].sort();
    await eventually(() => expect(onA.map((u) => u.orderId).sort()).toEqual(all));
    await eventually(() => expect(onB.map((u) => u.orderId).sort()).toEqual(all));
    await passedOver('after-all', onA, onB);
    expect(onA).toHaveLength(all.length + 1);
    expect(onB).toHaveLength(all.length + 1);
    // The rows left together keep their order on every screen.
    const inOrder = (heard: Update[]) => heard.filter((u) => u.orderId.startsWith('left-'));
    expect(inOrder(onA).map((u) => u.orderId)).toEqual(left);
    expect(inOrder(onB).map((u) => u.orderId)).toEqual(left);
    await expect.poll(outboxRows).toBe(0);
  });

  it('publishes again, once its lease ran out, a row whose relay died after claiming it', async () => {
    const heard = await staffScreen(nodeB);
    await leaveInOutbox(['claimed-by-the-dead'], { claimedForMs: 1_500 });
    await passedOver('within-the-lease', heard);
    // Passed over while its relay may still be publishing it.
    expect(heard.map((u) => u.orderId)).toEqual(['within-the-lease']);
    await eventually(() => expect(heard.map((u) => u.orderId)).toContain('claimed-by-the-dead'));
    await passedOver('after-the-lease', heard);
    expect(heard.map((u) => u.orderId)).toEqual([
      'within-the-lease',
      'claimed-by-the-dead',
      'after-the-lease',
    ]);
    await expect.poll(outboxRows).toBe(0);
  });

  it('stamps news with its outbox id, and a screen handles a row published twice once', async () => {
    const raw = await staffScreen(nodeA.app);
    const screen = dropRepeatedNews(
      await sockets.open(nodeA.app, (await nodeA.staffHeaders('bogaz')).authorization),
    );
    const handled = sockets.record<Update>(screen, 'order:updated');
    const repeats: unknown[] = [];
    screen.onAny((event: string, payload: unknown) => {
      if (event === REPEATED_NEWS) repeats.push(payload);
    });
    await leaveInOutbox(['told-twice']);
    await eventually(() => expect(handled.map((u) => u.orderId)).toEqual(['told-twice']));
    const { outboxId } = handled[0]!;
    expect(outboxId).toEqual(expect.any(Number));
    // Deleted once its broadcast left.
    for (let polls = 0; (await outboxRows()) > 0; polls++) {
      expect(polls).toBeLessThan(400);
      await new Promise((r) => setTimeout(r, 25));
    }
    await leaveInOutbox(['told-twice'], { id: outboxId! });
    await eventually(() => expect(raw.map((u) => u.outboxId)).toEqual([outboxId, outboxId]));
    await eventually(() => expect(repeats).toHaveLength(1));
    expect(handled).toHaveLength(1);
  });
});
