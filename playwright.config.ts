import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, E2E_BASE_URL, E2E_PORT } from './apps/web/e2e/support/env.ts';

/**
 * End-to-end specs run in the machine's Chromium against the built app, served by the real
 * server on its own embedded PostgreSQL with demo data (a fresh data directory every run).
 */
// One data directory per port, so two runs on different E2E_PORTs never share a database. In
// the system temp folder: as root, PostgreSQL runs as `postgres`, which may not enter a checkout
// under a private home directory.
const dataDir = path.join(os.tmpdir(), `masa-e2e-${E2E_PORT}`);

export default defineConfig({
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a retried pass is reported as flaky in the log, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // Recording a trace costs every test its snapshots and screencast (two specs: 150–189 s →
    // 115–124 s without, same load): CI records on the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The diner app's service worker (ADR 047) is tested where it is the subject
    // (apps/web/e2e/offline-menu.spec.ts allows it): elsewhere it would answer requests that
    // specs route or cut, and precache every screen in each spec's fresh browser context.
    // E2E_SERVICE_WORKERS=allow runs every spec with it, to check that none depends on that.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // The diner's app on a phone (the defaults above).
    { name: 'diner', testDir: './apps/web/e2e' },
    // The staff app on a landscape tablet; its specs open diner phones as second contexts.
    {
      name: 'staff',
      testDir: './apps/staff/e2e',
      use: { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    // The compiled server, as production runs it (docs/decisions/017-production-build.md),
    // rebuilt first (under a second) so a change to the server is never tested stale.
    command: `rm -rf ${dataDir} && tsx apps/server/build.ts && node apps/server/dist/server.js`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      // Two workers register and order from 127.0.0.1 for minutes: limits ×20 (ADR 011).
      RATE_LIMIT_SCALE: '20',
      // Specs order at shared demo tables for 18 minutes and accept few of their orders: a
      // table may hold this many waiting for the staff (ADR 053; 5 in a restaurant).
      PENDING_ORDERS_PER_TABLE: '1000',
      PUBLIC_URL: E2E_BASE_URL,
      // Boğaziçi and Ege declared İş Kanunu article 51 and charge the kuver the specs walk
      // (ADR 092); the demo `npm start` seeds charges none.
      SEED_ARTICLE_51_FIXTURE: 'true',
      ACCESS_TOKEN_TTL_SECONDS: '900',
      // Edit windows of 30 s (pending items) and 150 s, so live-orders.spec.ts sees one expire.
      EDIT_WINDOW_SCALE: '0.5',
      // The server's virtual printers (Mutfak, Bar, Kasa) on ports of this run's own, so two
      // runs on different E2E_PORTs never print on each other's twins (ADR 081).
      PRINTER_TWIN_PORT: String(E2E_PORT + 5000),
    },
  },
});
