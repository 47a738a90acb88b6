import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations in apps/server/drizzle; a no-op when up to date. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
