import type { Clock } from '../src/lib/clock.ts';

/**
 * A clock a test moves (docs/decisions/095-a-clock-you-can-set.md): the wall clock plus what the
 * test has moved it by, so rows the database stamps stay in step and a window passes at once.
 */
export function testClock(): Clock & { advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
