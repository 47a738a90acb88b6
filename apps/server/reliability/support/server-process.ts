import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// The real server process (`src/server.ts` through tsx), as a deployment's node runs it: the
// crash part kills it, the printing part kills it and runs two of it on one database.

const serverDir = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `src/server.ts` with `env` over the inherited environment and waits until it says it is
 * ready; `children` keeps it for the suite's clean-up.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  children: Set<ChildProcess>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  while (!out.includes('ready in')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    if (Date.now() > deadline) throw new Error(`server not ready: ${out}`);
    await sleep(100);
  }
  return child;
}
