import type { Page, Request, Route } from '@playwright/test';

/**
 * A slow network without a clock (docs/decisions/110-tests-move-the-clocks.md): requests
 * matching `url` wait until the test has seen what a diner sees meanwhile and calls
 * `release()`; then each goes on as `answer` says (on to the server unless told otherwise).
 * Requests after the release pass at once. `requested` resolves with the first one held.
 */
export async function holdRoute(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: (request: Request) => void = () => {};
  const requested = new Promise<Request>((resolve) => (asked = resolve));
  await page.route(url, async (route) => {
    asked(route.request());
    await released;
    await answer(route);
  });
  return { requested, release };
}
