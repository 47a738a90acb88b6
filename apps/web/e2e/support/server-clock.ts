import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Moves the server's clock and the page's together by `ms` (issue 36): a window the page counts
 * down and the server decides passes for both at once, and an order placed after the move gets a
 * window both see open. The page's clock must be installed (`page.clock.install()`) before it
 * loads.
 */
export async function advanceClocks(
  page: Page,
  request: APIRequestContext,
  ms: number,
): Promise<void> {
  await advanceServerClock(request, ms);
  await page.clock.fastForward(ms);
}
