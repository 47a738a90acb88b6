import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_DIR } from '../lib/server-dir.ts';
import type { Db } from './client.ts';

export const migrationsFolder = path.join(SERVER_DIR, 'drizzle');

/** Applies the committed SQL migrations in apps/server/drizzle; a no-op when up to date. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
