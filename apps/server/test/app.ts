import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { clockFor, type Clock } from '../src/lib/clock.ts';
import { createTestDb, type TestDb } from './db.ts';

export type TestContext = TestDb & { app: App; config: Config };

/**
 * The real application on a fresh database, for `app.inject`. `env` overrides configuration
 * (for example a short ACCESS_TOKEN_TTL_SECONDS); `clock`, a test's own (test-clock.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  clock?: Clock,
): Promise<TestContext> {
  const testDb = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masa-test-data-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    // The development outbox and sign-in, as `npm start` has them; a test turns them off to
    // check the door is shut.
    DEV_OUTBOX: 'true',
    // Suites register hundreds of accounts from 127.0.0.1 in one app; the limit tests set 1.
    RATE_LIMIT_SCALE: '1000',
    // Boğaziçi and Ege as businesses that declared İş Kanunu article 51, with the kuver the
    // suites walk (ADR 092); 'false' seeds the demo as `npm start` does, charging nothing.
    SEED_ARTICLE_51_FIXTURE: 'true',
    ...env,
  });
  Object.assign(config, overrides);
  // Without a clock of its own, the one the server process would pick (settable under test).
  const app = await buildApp({ config, db: testDb.db, clock: clock ?? clockFor(config) });
  await app.ready();
  afterAll(() => app.close());
  return { ...testDb, app, config };
}
