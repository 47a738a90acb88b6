import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../app.ts';

const { app, db } = await createTestApp();

it('survives the LISTEN connection being terminated', async () => {
  await new Promise((r) => setTimeout(r, 1500));
  const res = await db.execute(sql`select pg_terminate_backend(pid) as t from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
  console.log('terminated', res.rows);
  await new Promise((r) => setTimeout(r, 3000));
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
});
