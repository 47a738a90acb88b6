/**
 * PostgreSQL's CPU by process (issue 37 §7): the server's embedded cluster is the server's
 * child, and its processes name themselves in their titles ("postgres: walwriter", "postgres:
 * postgres postgres [local] idle"), the same kinds as pg_stat_activity.backend_type. Sampled
 * from /proc while a scenario runs, so a backend or an autovacuum worker that starts and ends
 * inside the window is still told apart; what ended unseen between two samples is counted from
 * the postmaster's reaped time.
 */
import { readFileSync } from 'node:fs';
import { descendantsOf, readProcesses, TICK_MS } from './processes.ts';

/** Processes of the cluster that are not client backends, as they title themselves. */
const AUXILIARY = [
  'checkpointer',
  'background writer',
  'walwriter',
  'autovacuum launcher',
  'autovacuum worker',
  'logical replication launcher',
  'io worker',
  'walsummarizer',
  'archiver',
];

export const ENDED_UNSEEN = 'ended between samples';

function kindOf(pid: number): string {
  let title: string;
  try {
    title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return ENDED_UNSEEN;
  }
  if (!title.startsWith('postgres: ')) return /\bpostgres\b/.test(title) ? 'postmaster' : title;
  const rest = title.slice('postgres: '.length);
  return AUXILIARY.find((name) => rest.startsWith(name)) ?? 'client backends';
}

type Seen = { kind: string; first: number; last: number };

/** CPU in ms since the sampling started: by process, and what ended unseen between samples. */
export type ProcessCpu = {
  byPid: Map<number, { kind: string; ms: number }>;
  endedUnseenMs: number;
};

/**
 * Starts sampling the processes below `rootPid` every `everyMs`; `stop()` answers the CPU each
 * used since. A process alive at the start counts from its ticks then, one born later from zero.
 */
export function sampleProcessCpu(rootPid: number, everyMs = 200) {
  const seen = new Map<number, Seen>();
  let started = false;
  const take = () => {
    const stats = readProcesses();
    const pids = descendantsOf(stats, rootPid);
    for (const pid of pids) {
      const ticks = stats.get(pid)!.ticks;
      const known = seen.get(pid);
      if (known) known.last = ticks;
      else seen.set(pid, { kind: kindOf(pid), first: started ? 0 : ticks, last: ticks });
    }
    // The root's own reaped time holds its ended children; each descendant's, its own.
    const reaped = [rootPid, ...pids].reduce((sum, pid) => sum + (stats.get(pid)?.reaped ?? 0), 0);
    return { reaped, alive: pids };
  };
  const before = take();
  started = true;
  const timer = setInterval(take, everyMs);
  return {
    stop(): ProcessCpu {
      clearInterval(timer);
      const after = take();
      const alive = new Set(after.alive);
      const byPid = new Map<number, { kind: string; ms: number }>();
      let endedSeen = 0;
      for (const [pid, { kind, first, last }] of seen) {
        byPid.set(pid, { kind, ms: (last - first) * TICK_MS });
        if (!alive.has(pid)) endedSeen += last;
      }
      // The reaped time holds every ended child's whole life: what the samples saw of it is
      // counted above, and what it used before the window is not the window's.
      const endedUnseen = Math.max(0, after.reaped - before.reaped - endedSeen);
      return { byPid, endedUnseenMs: endedUnseen * TICK_MS };
    },
  };
}

/**
 * The CPU by kind of process; `relabel` names some pids otherwise (the backends that LISTEN,
 * from pg_stat_activity: they wake for every NOTIFY).
 */
export function cpuByKind(cpu: ProcessCpu, relabel = new Map<number, string>()) {
  const byKind: Record<string, number> = {};
  for (const [pid, { kind, ms }] of cpu.byPid) {
    const name = relabel.get(pid) ?? kind;
    byKind[name] = (byKind[name] ?? 0) + ms;
  }
  if (cpu.endedUnseenMs > 0) byKind[ENDED_UNSEEN] = cpu.endedUnseenMs;
  return byKind;
}
