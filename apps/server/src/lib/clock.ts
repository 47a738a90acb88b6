import type { Config } from '../config.ts';

/**
 * The server's time where it decides a window (issue 36 §4, docs/decisions/095-a-clock-you-can-set.md):
 * routes read `app.clock.now()` and pass it on as `now`, so a test moves the clock past an edit
 * window instead of sleeping through it. The running server's clock is the wall clock.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves forward: `advance` adds to its lead over the wall clock. */
export type SettableClock = Clock & { advance: (ms: number) => void; leadMs: () => number };

/**
 * The wall clock plus what a test has moved it by, so rows the database stamps with its own
 * `now()` stay in step and a window passes at once. It only moves forward.
 */
export function settableClock(): SettableClock {
  let lead = 0;
  return {
    now: () => new Date(Date.now() + lead),
    advance: (ms) => {
      lead += Math.max(0, ms);
    },
    leadMs: () => lead,
  };
}

export const isSettable = (clock: Clock): clock is SettableClock => 'advance' in clock;

/**
 * The clock a server process runs on: settable only for the tests' server (NODE_ENV=test with
 * the development doors, whose POST /api/dev/clock moves it; docs/decisions/110-tests-move-the-clocks.md),
 * the wall clock everywhere else. Production refuses the doors (config.ts), so never there.
 */
export const clockFor = (config: Pick<Config, 'env' | 'devTools'>): Clock =>
  config.env === 'test' && config.devTools ? settableClock() : systemClock;
