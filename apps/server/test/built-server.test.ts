import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS } from '../src/db/seed/demo-ids.ts';

// What production runs (docs/decisions/017-production-build.md): the esbuild bundle under
// dist/, started with plain node, no tsx. Built here into a folder of its own inside dist/, so
// the files it finds beside itself (migrations, demo pictures) are found the way they are in
// apps/server/dist.
const serverDir = path.resolve(import.meta.dirname, '..');
let outdir = '';
const children = new Set<ChildProcess>();

beforeAll(() => {
  mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
  outdir = mkdtempSync(path.join(serverDir, 'dist', 'test-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'build.ts', '--outdir', outdir], {
    cwd: serverDir,
    stdio: 'pipe',
  });
});
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  rmSync(outdir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts from dist with plain node in production: migrates, seeds, serves the demo pictures, no API docs, no outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-built-'));
    const port = String(20000 + Math.floor(Math.random() * 20000));
    // Production as deployed: no DEV_OUTBOX, no DATABASE_URL of the suite's, JWT secret generated.
    const {
      DEV_OUTBOX: _outbox,
      DATABASE_URL: _suiteDatabase,
      NODE_OPTIONS: _loader,
      ...inherited
    } = process.env;
    const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
      cwd: serverDir,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        // Production seeds the demo businesses only when asked (issue 28).
        SEED_DEMO: 'true',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (err += d));
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 90_000;
    while (!out.includes('ready in')) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the built server did not start: ${err}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = `http://127.0.0.1:${port}`;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { database: string } }).data.database).toBe('ok');

    // The seed ran from the bundle: the demo menu is there, and its pictures were copied from
    // apps/server/assets/demo into DATA_DIR and are served.
    const menu = await fetch(`${base}/api/products/business/${DEMO_BUSINESS_IDS.bogaz}`);
    expect(menu.status).toBe(200);
    const products = ((await menu.json()) as { data: { imageUrl: string | null }[] }).data;
    expect(products.length).toBeGreaterThan(10);
    const picture = products.find((p) => p.imageUrl)!.imageUrl!;
    const image = await fetch(`${base}${picture}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // Production serves no API documentation unless API_DOCS=true (ADR 051), and has no
    // development outbox (ADR 007).
    expect((await fetch(`${base}/api/docs/json`)).status).toBe(404);
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);

    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(err).toBe('');
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
