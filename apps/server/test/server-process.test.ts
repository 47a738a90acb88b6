import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

type Run = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

function startServer(env: Record<string, string>): Run {
  // The suite may itself run against DATABASE_URL (CI's second pass); these servers choose
  // their own database, so it is not passed on unless a test sets it.
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor(check: () => boolean, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function embeddedClient(dataDir: string) {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return {
    postmasterPid: Number(pid[0]),
    client: new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password }),
  };
}

const freePort = () => String(20000 + Math.floor(Math.random() * 20000));

describe('the server process', () => {
  it('comes back with all its data after kill -9, stopping the orphaned PostgreSQL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-kill9-'));
    const port = freePort();
    // With its virtual printers (issue 33), which the start-up lines name and say are not real.
    const first = startServer({ DATA_DIR: dataDir, PORT: port, PRINTER_TWIN_PORT: '0' });
    await waitFor(() => first.stdout().includes('ready in'), 'first start');
    expect(first.stdout()).toContain(`/customerapp/`);
    expect(first.stdout()).toContain(`/api/docs`);
    expect(first.stdout()).toMatch(
      /Printers: {2}Mutfak 127\.0\.0\.1:\d+, Bar 127\.0\.0\.1:\d+, Kasa 127\.0\.0\.1:\d+ \(virtual, not real printers\)/,
    );

    const { client, postmasterPid } = embeddedClient(dataDir);
    await client.connect();
    await client.query(
      `CREATE TABLE kill9_marker (note text); INSERT INTO kill9_marker VALUES ('kept')`,
    );
    await client.end();

    first.child.kill('SIGKILL');
    await first.exit;
    // The postmaster outlives its parent: that is the situation to recover from.
    expect(() => process.kill(postmasterPid, 0)).not.toThrow();

    const second = startServer({ DATA_DIR: dataDir, PORT: port });
    await waitFor(() => second.stdout().includes('ready in'), 'restart after kill -9');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const again = embeddedClient(dataDir).client;
    await again.connect();
    const { rows } = await again.query('SELECT note FROM kill9_marker');
    await again.end();
    expect(rows).toEqual([{ note: 'kept' }]);

    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 180_000);

  it("refuses a second server on a running server's data directory, and the first keeps answering", async () => {
    // Seen live: a second `npm start` on the same DATA_DIR stopped the first one's PostgreSQL.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-twice-'));
    const port = freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: port });
    await waitFor(() => first.stdout().includes('ready in'), 'first start');
    const { postmasterPid } = embeddedClient(dataDir);

    const second = startServer({ DATA_DIR: dataDir, PORT: freePort() });
    expect(await second.exit).toBe(1);
    expect(second.stderr().trim().split('\n')).toEqual([
      `masa: another Masa server (pid ${first.child.pid}) is using ${dataDir}; stop it first, or set DATA_DIR to another directory`,
    ]);
    // Its database was left alone: same postmaster, and the first server still answers.
    expect(() => process.kill(postmasterPid, 0)).not.toThrow();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { database: string } }).data.database).toBe('ok');

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // A clean stop leaves no lock behind.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);

  it('stops with one clear line on a bad PORT', async () => {
    const run = startServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masa-bad-')),
      PORT: 'abc',
    });
    expect(await run.exit).toBe(1);
    expect(run.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/^masa: Invalid configuration: PORT /),
    ]);
  });

  it('stops with one clear line when DATABASE_URL is unreachable', async () => {
    const run = startServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masa-bad-')),
      PORT: freePort(),
      DATABASE_URL: 'postgres://masa:masa@127.0.0.1:1/masa',
    });
    expect(await run.exit).toBe(1);
    expect(run.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/^masa: cannot reach the database at 127\.0\.0\.1:1 \(DATABASE_URL\)/),
    ]);
  });
});
