import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestDb = { db: Db; url: string; name: string };

/**
 * A fresh, migrated, empty database for one test file, cloned from the template that
 * global-setup.ts migrated. Dropped when the file's tests end.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `masa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, { max: 10 });
  afterAll(async () => {
    await db.$client.end();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  return { db, url, name };
}
