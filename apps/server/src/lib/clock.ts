/**
 * The server's time where it decides a window (issue 36 §4, docs/decisions/095-a-clock-you-can-set.md):
 * routes read `app.clock.now()` and pass it on as `now`, so a test moves the clock past an edit
 * window instead of sleeping through it. The running server's clock is the wall clock.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
