import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../lib/server-dir.ts';
import type { Db } from './client.ts';

export const migrationsFolder = path.join(SERVER_DIR, 'drizzle');

/**
 * The advisory lock key migrations run under: "migr" in ASCII (the outbox relay's is "masa",
 * realtime/outbox-relay.ts, the demo seed's its own: they must differ, or a start would stall
 * every relay).
 */
const MIGRATION_LOCK = 0x6d696772;

/**
 * Applies the committed SQL migrations in apps/server/drizzle; a no-op when up to date. Nodes
 * that start together on one database take turns: without the lock, three nodes started at once
 * each began the first migration and two died on "already exists"
 * (docs/decisions/103-three-nodes-behind-nginx.md).
 */
export async function runMigrations(db: Db): Promise<void> {
  // A connection of its own, beside the pool: a pool of one (the tests' template) stays free
  // for the migrator. Closing it lets go of the lock.
  const holder = new pg.Client(db.$client.options);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await holder.end();
  }
}
