import { refuse } from '../app-error.ts';

/** Seconds a refused upload is told to wait: a job takes well under one. */
const RETRY_AFTER_SECONDS = 2;

export type JobLimit = {
  /** Jobs that run at once. */
  running: number;
  /** Jobs that may wait for a turn; one more is refused (503) rather than kept in memory. */
  waiting: number;
};

/**
 * A limit on jobs in flight: `running` at once, `waiting` more in line (first come, first
 * served), and beyond that a 503 with Retry-After. `stats` tells the tests how many ran at once.
 */
export function createJobLimit({ running, waiting }: JobLimit) {
  let active = 0;
  let peak = 0;
  const line: (() => void)[] = [];

  const take = async () => {
    if (active < running) {
      active += 1;
    } else if (line.length < waiting) {
      // The finishing job hands its place over, so `active` never goes past `running`.
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      throw refuse(
        503,
        'IMAGES_BUSY',
        {},
        {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      );
    }
    peak = Math.max(peak, active);
  };
  const release = () => {
    const next = line.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await take();
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: line.length, peak }),
    resetPeak: () => {
      peak = active;
    },
  };
}

/**
 * Decoding and re-encoding pictures, process-wide (ADR 052): two at a time (libvips uses one
 * thread per picture here, so two keep one core for orders on a two-core machine), eight waiting.
 */
export const imageJobs = createJobLimit({ running: 2, waiting: 8 });
