import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { createDb } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

// A database that ran the migrations up to 0002 and has taken orders, then upgrades to 0003.
const adminUrl = inject('adminDatabaseUrl');
const name = `masa_upgrade_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const db = createDb(withDatabase(adminUrl, name), { max: 2 });
const before0003 = mkdtempSync(path.join(tmpdir(), 'masa-migrations-'));

afterAll(async () => {
  await db.$client.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(before0003, { recursive: true, force: true });
});

function migrationsUpTo(tag: string): string {
  cpSync(migrationsFolder, before0003, { recursive: true });
  const journalFile = path.join(before0003, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before0003;
}

const business = (id: string, lastOrderNumber: number) =>
  db.$client.query(
    `insert into businesses (id, name, address, last_order_number) values ($1, 'Test', '{}', $2)`,
    [id, lastOrderNumber],
  );
const nextNumber = async (businessId: string) =>
  (
    await db.$client.query<{ n: number }>(
      'select nextval(quote_ident(order_number_sequence($1))::regclass)::integer as n',
      [businessId],
    )
  ).rows[0]!.n;

describe('migration 0003 (order numbers from a sequence per business)', () => {
  it('continues each existing business after its last number, and numbers new ones from 1', async () => {
    await migrate(db, { migrationsFolder: migrationsUpTo('0002_realtime') });
    await business('aaaaaaaaaaaaaaaaaaaaaaaa', 41);
    await business('bbbbbbbbbbbbbbbbbbbbbbbb', 0);

    await runMigrations(db);
    expect(await nextNumber('aaaaaaaaaaaaaaaaaaaaaaaa')).toBe(42);
    expect(await nextNumber('bbbbbbbbbbbbbbbbbbbbbbbb')).toBe(1);

    await db.$client.query(
      `insert into businesses (id, name, address) values ('cccccccccccccccccccccccc', 'Yeni', '{}')`,
    );
    expect(await nextNumber('cccccccccccccccccccccccc')).toBe(1);
    expect(await nextNumber('cccccccccccccccccccccccc')).toBe(2);

    await db.$client.query(`delete from businesses where id = 'cccccccccccccccccccccccc'`);
    const left = await db.$client.query(
      `select 1 from pg_class where relkind = 'S' and relname = 'order_numbers_cccccccccccccccccccccccc'`,
    );
    expect(left.rowCount).toBe(0);
  });
});
