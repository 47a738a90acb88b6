import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb } from '../../src/db/client.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

// A cached menu is served without asking the database while its node hears of no newer
// menu_version (ADR 003). These tests write the way another process would, with a connection
// of their own, and read through the app: what they check is that no change is missed.
const ctx = await createOrderingApp();
const { app, url } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const other = new pg.Client({ connectionString: url });
await other.connect();
afterAll(() => other.end());

type MenuProduct = { name: string; price: number };

async function priceOn(node: typeof app, name: string): Promise<number | undefined> {
  const res = await node.inject(`/api/products/business/${bogaz}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as MenuProduct[]).find((p) => p.name === name)?.price;
}

async function setPrice(name: string, price: number) {
  await other.query('update products set price = $1 where business_id = $2 and name = $3', [
    price,
    bogaz,
    name,
  ]);
}

describe('cached menus follow every writer', () => {
  it('shows a price written by another process on the reads after it', async () => {
    expect(await priceOn(app, 'Çay')).toBe(25_00);
    await setPrice('Çay', 26_00);
    await expect.poll(() => priceOn(app, 'Çay'), { timeout: 2_000 }).toBe(26_00);
    await setPrice('Çay', 25_00);
    await expect.poll(() => priceOn(app, 'Çay'), { timeout: 2_000 }).toBe(25_00);
  });

  it('shows a change made on one node on the other node', async () => {
    const db = createDb(url, { max: 2 });
    const nodeB = await buildApp({ config: ctx.config, db });
    await nodeB.ready();
    try {
      expect(await priceOn(nodeB, 'Türk Kahvesi')).toBe(await priceOn(app, 'Türk Kahvesi'));
      await setPrice('Türk Kahvesi', 99_00);
      await expect.poll(() => priceOn(app, 'Türk Kahvesi'), { timeout: 2_000 }).toBe(99_00);
      await expect.poll(() => priceOn(nodeB, 'Türk Kahvesi'), { timeout: 2_000 }).toBe(99_00);
    } finally {
      await nodeB.close();
      await db.$client.end();
    }
  });

  it('misses nothing written while its LISTEN connection was cut', async () => {
    expect(await priceOn(app, 'Menemen')).toBeDefined();
    // The listener's connection is the one whose last statement was LISTEN or its heartbeat.
    await expect
      .poll(
        async () =>
          (
            await other.query(
              `select pg_terminate_backend(pid) as cut from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()
                  and query in ('LISTEN menu_version', 'select 1')`,
            )
          ).rowCount,
      )
      .toBeGreaterThan(0);
    // Announced while nobody listens: the notification is lost for good.
    await setPrice('Menemen', 123_45);
    await expect.poll(() => priceOn(app, 'Menemen'), { timeout: 5_000 }).toBe(123_45);
    // And listening again afterwards.
    await setPrice('Menemen', 124_00);
    await expect.poll(() => priceOn(app, 'Menemen'), { timeout: 2_000 }).toBe(124_00);
  });
});
