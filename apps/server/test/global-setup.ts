import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole API suite: the embedded one, or the server named by
 * DATABASE_URL (CI points it at Debian's PostgreSQL 15). Migrations run once into a
 * template; each test file clones it (test/db.ts), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'masa-test-pg-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      log: { info: () => {}, warn: (m) => console.warn(m) },
    });
    adminUrl = embedded.url;
  }

  const template = `masa_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const db = createDb(withDatabase(adminUrl, template), { max: 1 });
  await runMigrations(db);
  await db.$client.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
