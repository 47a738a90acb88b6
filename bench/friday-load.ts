/**
 * Open-loop load (docs/decisions/111-a-friday-night-measured.md): each operation's requests
 * start on a fixed schedule, request k of an operation at rate r at k / r seconds, whether or
 * not the ones before it were answered, so a slow server meets the same arrivals a busy venue
 * would send it and its queueing shows in the latency. Latency runs from the scheduled start,
 * so a load generator that fell behind adds to it rather than hiding it (`lagMs` says how far).
 */
import { percentile } from './realtime-measure.ts';

/** An order event the venue's staff screens must hear: see bench/friday-screens.ts. */
export type Expected = { businessId: string; key: string };

export type Operation = {
  name: string;
  /** Its key in BENCH_JSON: friday.<nodes>.<key>.p99Ms, … */
  key: string;
  /** Requests started per second. */
  rate: number;
  /**
   * Sends request k; what it answered (a status, or why nothing was sent), and the events its
   * answer says must follow.
   */
  send: (
    k: number,
    signal: AbortSignal,
  ) => Promise<{ status: number | string; expected: Expected[] }>;
};

export type Sent = {
  /** Milliseconds from the scheduled start to the whole answer, 2xx or not. */
  latencies: number[];
  /** Answers that were not 2xx, by status ('network' or 'timeout' when there was none). */
  errors: Map<string, number>;
  /** Each event expected, with when its request was scheduled to start. */
  expected: (Expected & { t0: number })[];
  /** How late the generator started a request, at worst. */
  lagMs: number;
};

/** Longer than this and a request counts as an error ('timeout'). */
const REQUEST_TIMEOUT_MS = 30_000;

export async function runOpenLoop(operations: Operation[], seconds: number): Promise<Sent[]> {
  const sent: Sent[] = operations.map(() => ({
    latencies: [],
    errors: new Map(),
    expected: [],
    lagMs: 0,
  }));
  const started = operations.map(() => 0);
  const totals = operations.map((op) => Math.floor(op.rate * seconds));
  const inFlight = new Set<Promise<void>>();
  const t0 = performance.now();
  const count = (into: Sent, status: string) => {
    into.errors.set(status, (into.errors.get(status) ?? 0) + 1);
  };

  const start = (i: number, k: number, scheduled: number) => {
    const into = sent[i]!;
    into.lagMs = Math.max(into.lagMs, performance.now() - scheduled);
    const request = operations[i]!.send(k, AbortSignal.timeout(REQUEST_TIMEOUT_MS)).then(
      ({ status, expected }) => {
        // Not sent (status says why): no answer to time.
        if (typeof status === 'string') return count(into, status);
        into.latencies.push(performance.now() - scheduled);
        if (status < 200 || status > 299) count(into, String(status));
        for (const e of expected) into.expected.push({ ...e, t0: scheduled });
      },
      (error: Error) => count(into, error.name === 'TimeoutError' ? 'timeout' : 'network'),
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };

  while (started.some((n, i) => n < totals[i]!)) {
    const now = performance.now();
    for (const [i, op] of operations.entries()) {
      while (started[i]! < totals[i]!) {
        const scheduled = t0 + (started[i]! * 1000) / op.rate;
        if (scheduled > now) break;
        start(i, started[i]!, scheduled);
        started[i]! += 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  return sent;
}

export const latencyFigures = (latencies: number[]) => ({
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
});
