import { afterAll } from 'vitest';

// Preact runs a render's effects after the next frame, or 35 ms later at the latest
// (preact/hooks, ADR 116). A test file's last render can leave that timer pending; once the
// file ends jsdom is gone, and the timer's cancelAnimationFrame with it (an uncaught
// ReferenceError in the run, at a busy machine's pace). The timers due before this one run
// first, while the page still exists.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
