import type { Socket } from 'socket.io-client';
import { cpuMs } from './processes.ts';

/** What one configuration collected: every diner's delay, and per change the PATCH and first diner. */
export type RawLatency = { samples: number[]; patches: number[]; firsts: number[]; missed: number };

export type LatencyFigures = {
  p50: number;
  p95: number;
  p99: number;
  /** Medians over the changes: the PATCH's own answer time, and the first diner's event. */
  patchP50: number;
  firstP50: number;
  samples: number;
  missed: number;
};

export const emptyRaw = (): RawLatency => ({ samples: [], patches: [], firsts: [], missed: 0 });

/** CPU spent during counted changes, ms: the server's (without PostgreSQL) and this process's diners'. */
export type FanOutCpu = { serverMs: number; dinersMs: number };

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};

export function summarize(raw: RawLatency): LatencyFigures {
  return {
    p50: percentile(raw.samples, 0.5),
    p95: percentile(raw.samples, 0.95),
    p99: percentile(raw.samples, 0.99),
    patchP50: percentile(raw.patches, 0.5),
    firstP50: percentile(raw.firsts, 0.5),
    samples: raw.samples.length,
    missed: raw.missed,
  };
}

/**
 * Moves each of `orderIds` to 'received' through the staff API, one after the other, and adds
 * to `into` every diner's delay from sending the PATCH to its order:status:changed. The first
 * change warms the freshly connected sockets and is not counted.
 */
export async function measureRounds({
  sockets,
  staffUrl,
  staffToken,
  orderIds,
  into,
  server,
}: {
  sockets: Socket[];
  staffUrl: string;
  staffToken: string;
  orderIds: string[];
  into: RawLatency;
  /** The node that emits, whose CPU (and this process's) is added to `cpu` per counted change. */
  server?: { pid: number; cpu: FanOutCpu };
}): Promise<void> {
  let current: { orderId: string; t0: number; seen: number[]; done: () => void } | undefined;
  const onEvent = (event: { orderId: string }) => {
    if (!current || event.orderId !== current.orderId) return;
    current.seen.push(performance.now() - current.t0);
    if (current.seen.length === sockets.length) current.done();
  };
  sockets.forEach((socket) => socket.on('order:status:changed', onEvent));
  for (const [round, orderId] of orderIds.entries()) {
    const seen: number[] = [];
    const serverBefore = server ? cpuMs(server.pid).own : 0;
    const dinersBefore = process.cpuUsage();
    const t0 = performance.now();
    const all = new Promise<void>((resolve) => (current = { orderId, t0, seen, done: resolve }));
    const res = await fetch(`${staffUrl}/api/staff/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'received' }),
    });
    if (!res.ok) throw new Error(`PATCH answered ${res.status}: ${await res.text()}`);
    const patchMs = performance.now() - t0;
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const diners = process.cpuUsage(dinersBefore);
    if (round > 0 && server) {
      server.cpu.serverMs += cpuMs(server.pid).own - serverBefore;
      server.cpu.dinersMs += (diners.user + diners.system) / 1000;
    }
    if (round > 0) {
      into.samples.push(...seen);
      into.patches.push(patchMs);
      if (seen.length > 0) into.firsts.push(Math.min(...seen));
      into.missed += sockets.length - seen.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  current = undefined;
  sockets.forEach((socket) => socket.off('order:status:changed', onEvent));
}
