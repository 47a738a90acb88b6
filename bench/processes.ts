import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export type Started = {
  child: ChildProcess;
  port: number;
  startMs: number;
  stop: () => Promise<void>;
};

export const BENCH_RATE_LIMIT_SCALE = '100000';

/**
 * The server the bench measures: the compiled bundle `npm start` and production run
 * (apps/server/dist/server.js, `npm run build:server`); BENCH_SERVER=source: the TypeScript
 * sources through tsx, as `npm run dev` runs them (and `npm start` did before ADR 017); any
 * other value: that entry file, relative to the repository.
 */
export const SERVER_ENTRY =
  process.env.BENCH_SERVER === 'source'
    ? 'apps/server/src/server.ts'
    : (process.env.BENCH_SERVER ?? 'apps/server/dist/server.js');

/**
 * BENCH_PORT_BASE set: the measured server number `offset` listens on that port + offset, so a
 * shared machine's bench keeps to the range it was given; a free port otherwise.
 */
export function benchPort(offset = 0): { PORT?: string } {
  const base = process.env.BENCH_PORT_BASE;
  return base ? { PORT: String(Number(base) + offset) } : {};
}

/** Ready when this answers 200 (the server), or when this text appears on stdout (hello world). */
export type Readiness = { healthPath: string } | { marker: string };

export const SERVER_READY: Readiness = { healthPath: '/api/health' };

/**
 * Spawns an entry (a `.ts` one through tsx, a `.js` one with plain node) and resolves once it is
 * ready; `startMs` runs from the spawn to that moment.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  ready: Readiness,
  nodeArgs: string[] = [],
): Promise<Started> {
  if (!existsSync(path.join(root, entry)))
    throw new Error(`bench: ${entry} is missing; run npm run build:server first`);
  const port = Number(env.PORT ?? (await freePort()));
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The bench orders from the demo businesses: production seeds them only when asked.
      SEED_DEMO: 'true',
      // One account places hundreds of orders a second here: the per-account limits (ADR 011)
      // are raised so the bench measures the order path, their check included, not the 429.
      RATE_LIMIT_SCALE: BENCH_RATE_LIMIT_SCALE,
      ...env,
      PORT: String(port),
    },
    // An IPC channel too when the heap probe (heap-probe.cjs) is preloaded; it unrefs it.
    stdio: nodeArgs.some((arg) => arg.endsWith('heap-probe.cjs'))
      ? ['ignore', 'pipe', 'inherit', 'ipc']
      : ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let exited = false;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      if ('marker' in ready && out.includes(ready.marker)) resolve();
    });
    child.on('exit', (code) => {
      exited = true;
      reject(new Error(`${entry} exited with ${code}`));
    });
    if ('healthPath' in ready) {
      const url = `http://127.0.0.1:${port}${ready.healthPath}`;
      const poll = async () => {
        while (!exited) {
          const ok = await fetch(url).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return resolve();
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      void poll();
    }
  });
  const startMs = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, port, startMs, stop };
}

/** Node arguments that let heapKB read a server's heap (bench/heap-probe.cjs). */
export const HEAP_PROBE_ARGS = [
  '--expose-gc',
  '--require',
  path.join(root, 'bench/heap-probe.cjs'),
];

/** The heap in use of a process started with HEAP_PROBE_ARGS, after a garbage collection, KB. */
export function heapKB(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the heap probe did not answer')), 10_000);
    child.once('message', (answer: { heap: number; collected: boolean }) => {
      clearTimeout(timer);
      if (!answer.collected) reject(new Error('the heap probe ran without --expose-gc'));
      else resolve(answer.heap / 1024);
    });
    child.send('heap');
  });
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * System calls a process made so far (reads and writes of every kind: sockets, pipes, files,
 * from every thread, /proc/<pid>/io) and how often its main thread, the event loop, gave up
 * the core to wait (voluntary context switches). Unlike CPU time these counts barely move
 * with the machine's load: each read or write to PostgreSQL or a client is one, and each
 * wake-up of an idle event loop is a switch.
 */
export function processCounts(pid: number): { syscalls: number; waits: number } {
  const field = (text: string, name: string) =>
    Number(new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    syscalls: field(io, 'syscr') + field(io, 'syscw'),
    waits: field(status, 'voluntary_ctxt_switches'),
  };
}

export const TICK_MS = 10; // USER_HZ is 100 on Linux

/** One process as /proc/<pid>/stat tells it, CPU in ticks of USER_HZ. */
export type ProcessTicks = { ppid: number; ticks: number; reaped: number };

/**
 * Every process of the machine: ticks is its own user + system time; reaped what its ended
 * children used, so a PostgreSQL backend that exits between two readings still counts (via the
 * postmaster).
 */
export function readProcesses(): Map<number, ProcessTicks> {
  const stats = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** The pids below `pid` in `stats`, children before grandchildren. */
export function descendantsOf(stats: Map<number, ProcessTicks>, pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.pop()!;
    for (const [child, stat] of stats) {
      if (stat.ppid !== parent) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** CPU time (user + system) used so far by a process, and by all its descendants, in ms. */
export function cpuMs(pid: number): { own: number; descendants: number } {
  const stats = readProcesses();
  const descendants = descendantsOf(stats, pid).reduce((sum, child) => {
    const stat = stats.get(child)!;
    return sum + stat.ticks + stat.reaped;
  }, 0);
  return { own: (stats.get(pid)?.ticks ?? 0) * TICK_MS, descendants: descendants * TICK_MS };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}
