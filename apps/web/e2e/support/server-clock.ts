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
