// A clock a test moves (docs/decisions/095-a-clock-you-can-set.md): the server's own settable one.
export { settableClock as testClock } from '../src/lib/clock.ts';
