import { test as base, expect, type Page } from '@playwright/test';
import { findA11yViolations, type A11yViolation } from './support/axe.ts';

/**
 * `page` that checks accessibility on every page the test visits: each main-frame navigation
 * (full loads and client-side route changes) is analysed by axe-core once it has settled, and
 * the test fails at the end on any serious or critical violation.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const violations: A11yViolation[] = [];
    const checked = new Set<string>();
    const pending: Promise<void>[] = [];
    let timer: NodeJS.Timeout | undefined;

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = page.url();
        if (checked.has(url) || page.isClosed()) return;
        checked.add(url);
        pending.push(
          findA11yViolations(page)
            .then((found) => void violations.push(...found))
            // A navigation during analysis destroys the context; the next page is checked anyway.
            .catch(() => {
              checked.delete(url);
            }),
        );
      }, 400);
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) schedule();
    });

    await use(page);

    clearTimeout(timer);
    if (!page.isClosed()) {
      const url = page.url();
      if (!checked.has(url) && url.startsWith('http')) {
        violations.push(...(await findA11yViolations(page).catch(() => [])));
      }
    }
    await Promise.all(pending);
    expect(violations, 'serious or critical accessibility violations (axe-core)').toEqual([]);
  },
});

export { expect };
