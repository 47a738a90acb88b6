import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the e2e server's clock forward (POST /api/dev/clock, docs/decisions/110-tests-move-the-clocks.md):
 * a spec passes a server window at once instead of sleeping through it. The one server serves
 * every spec, so every open window shortens by `ms`: move by seconds, past a window of seconds.
 */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { advanceMs: ms } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * How long a spec waits, on the wall clock, for a new order's 30 s edit window to run out on the
 * page. The page counts on its own clock to the server's end of the window; once auth.spec.ts
 * moved the server's clock 11 s ahead, every later window ends 41 s after it opened on the page.
 * 40 s failed by one second in two full runs of 2026-12-01 (the timer stood at 0:01).
 */
export const EXPIRY_WAIT_MS = 60_000;
