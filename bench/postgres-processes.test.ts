import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuByKind, ENDED_UNSEEN, sampleProcessCpu } from './postgres-processes.ts';
import { readProcesses, TICK_MS } from './processes.ts';

// The bench's PostgreSQL CPU by process (issue 37 §7) is only as good as this sampling: a
// process's CPU counts from the window's start, and one that ends inside it still counts.

/** A child that uses `cpuMs` of CPU time (not wall time: the machine may be busy), then exits. */
function burner(cpuMs: number, marker: string) {
  const script = `const t = process.cpuUsage(); const used = () => { const u = process.cpuUsage(t); return (u.user + u.system) / 1000; }; while (used() < ${cpuMs}); /* ${marker} */`;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

const kindNamed = (byKind: Record<string, number>, marker: string) =>
  Object.entries(byKind).find(([kind]) => kind.includes(marker))?.[1];

describe('PostgreSQL CPU by process', () => {
  it('counts a process alive in the window from its start, not its CPU before', async () => {
    const ownReaped = () => readProcesses().get(process.pid)!.reaped * TICK_MS;
    const reapedBefore = ownReaped();
    const child = burner(600, 'busy-before');
    while ((readProcesses().get(child.pid!)?.ticks ?? 0) * TICK_MS < 200)
      await new Promise((r) => setTimeout(r, 10));
    const sampling = sampleProcessCpu(process.pid, 50);
    await once(child, 'exit');
    const byKind = cpuByKind(sampling.stop());
    const counted = (kindNamed(byKind, 'busy-before') ?? 0) + (byKind[ENDED_UNSEEN] ?? 0);
    const life = ownReaped() - reapedBefore;
    expect(counted).toBeGreaterThanOrEqual(300);
    expect(counted).toBeLessThanOrEqual(life - 190);
  });

  it('counts a process that started and ended between two samples', async () => {
    const sampling = sampleProcessCpu(process.pid, 60_000);
    const child = burner(250, 'busy-between');
    await once(child, 'exit');
    const byKind = cpuByKind(sampling.stop());
    expect(byKind[ENDED_UNSEEN]).toBeGreaterThanOrEqual(240);
  });

  it('names a process by its title and counts what the samples saw of it', async () => {
    const sampling = sampleProcessCpu(process.pid, 20);
    const child = burner(400, 'busy-seen');
    await once(child, 'exit');
    const cpu = sampling.stop();
    const byKind = cpuByKind(cpu);
    const seen = kindNamed(byKind, 'busy-seen') ?? 0;
    expect(seen).toBeGreaterThan(0);
    expect(seen + (byKind[ENDED_UNSEEN] ?? 0)).toBeGreaterThanOrEqual(390);
    const pid = [...cpu.byPid].find(([, { kind }]) => kind.includes('busy-seen'))![0];
    expect(cpuByKind(cpu, new Map([[pid, 'relabelled']])).relabelled).toBe(seen);
  });
});
