import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** A diner's phone as the diner project runs it (playwright.config.ts). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * A diner's phone beside a spec's own page (the staff's tablet, another diner): a context of
 * its own, in Turkish unless `options` say otherwise. The config's `use` does not reach a
 * context a spec opens itself, so the phone's shape is said here once.
 */
export function newPhone(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, locale: 'tr-TR', ...options });
}
