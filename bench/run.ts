/**
 * `npm run bench`: figures measured in one run on this machine, each HTTP figure next to a
 * node:http hello world measured in the same run, so ratios stay comparable across machines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_RATE_LIMIT_SCALE, cpuMs, rssMiB, startProcess } from './processes.ts';
import { httpScenarios } from './scenarios.ts';
import { measureRealtimeLatency, printRealtimeLatency } from './realtime-latency.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Only the scenarios whose name contains this text (the hello world baseline always runs). */
const only = process.env.BENCH_ONLY;
/** A folder: the measured server writes a V8 CPU profile there when it stops. */
const profileDir = process.env.BENCH_CPU_PROFILE;

type Figure = {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request of the server process, and of its PostgreSQL (its child processes). */
  serverCpuMs: number;
  databaseCpuMs: number;
};

/**
 * One scenario against the process `pid`. The load generator runs in this process, on the same
 * machine: on 2 cores it takes CPU from the server, the same way for the baseline and for us.
 */
export async function measure(
  name: string,
  options: autocannon.Options,
  pid: number,
): Promise<Figure> {
  // A short warm-up so JIT and connection pools are in their steady state.
  await autocannon({ ...options, duration: 1 });
  const before = cpuMs(pid);
  const r = await autocannon({ connections, duration, ...options });
  const after = cpuMs(pid);
  const requests = Math.max(1, r.requests.total);
  return {
    name,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    serverCpuMs: (after.own - before.own) / requests,
    databaseCpuMs: (after.descendants - before.descendants) / requests,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-bench-'));
  const lines: string[] = [];
  try {
    const cold = await startProcess('apps/server/src/server.ts', { DATA_DIR: dataDir }, 'ready in');
    await cold.stop();
    const server = await startProcess(
      'apps/server/src/server.ts',
      { DATA_DIR: dataDir },
      'ready in',
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    );
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMiB(server.child.pid!);
    lines.push(
      `cold start (includes initdb, migrations, demo seed): ${cold.startMs.toFixed(0)} ms`,
      `warm start: ${server.startMs.toFixed(0)} ms`,
      `idle RSS of the server process: ${idleRss.toFixed(1)} MiB (PostgreSQL runs in its own processes)`,
    );

    const hello = await startProcess('bench/hello.ts', {}, 'ready');
    const baseline = await measure(
      'node:http hello world',
      { url: `http://127.0.0.1:${hello.port}/` },
      hello.child.pid!,
    );
    await hello.stop();

    const base = `http://127.0.0.1:${server.port}`;
    const figures: Figure[] = [baseline];
    for (const scenario of await httpScenarios(base)) {
      if (only && !scenario.name.includes(only)) continue;
      figures.push(await measure(scenario.name, scenario.options, server.child.pid!));
    }
    await server.stop();

    console.log(
      `\nMasa bench (${connections} connections, ${duration} s each, same machine, same run; rate limits ×${BENCH_RATE_LIMIT_SCALE})\n`,
    );
    console.log(lines.join('\n') + '\n');
    console.table(
      figures.map((f) => ({
        scenario: f.name,
        'req/s': Math.round(f.reqPerSec),
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        'vs hello': (f.reqPerSec / baseline.reqPerSec).toFixed(2),
        'server CPU ms/req': f.serverCpuMs.toFixed(2),
        'PostgreSQL CPU ms/req': f.databaseCpuMs.toFixed(2),
        'errors/non-2xx': f.errors,
      })),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Realtime fan-out (issue 6): about a minute and a half; BENCH_REALTIME=false skips it.
  if (process.env.BENCH_REALTIME !== 'false') printRealtimeLatency(await measureRealtimeLatency());
}

await main();
