import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * How much data the measured server worked on: rows in the embedded PostgreSQL that the server
 * runs in `dataDir` (connected to beside the server, the way apps/server/test reads it).
 */
export async function countRows(dataDir: string) {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid[3]),
    user: 'postgres',
    password,
  });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      counts.set(name, Number(rows[0]!.n));
    }
    return {
      orders: counts.get('orders') ?? 0,
      orderItems: counts.get('order_items') ?? 0,
      products: counts.get('products') ?? 0,
      total: [...counts.values()].reduce((a, b) => a + b, 0),
    };
  } finally {
    await client.end();
  }
}
