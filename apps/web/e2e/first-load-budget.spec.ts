import {
  FIRST_LOAD_BUDGET_KB,
  measureFirstLoad,
  printFirstLoad,
} from '../../../bench/first-load.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { expect, test } from './fixtures.ts';

// Issue 37 §7: a printed code's menu is usable after at most 100 KB gzip of JavaScript, which
// holds only with the diner app on Preact (ADR 116). Measured as `npm run bench` measures it
// (bench/first-load.ts): a fresh phone-sized Chromium, every script fetched until the menu's
// first dish is the app's own, counted at the size of the .gz file the server sends.

test(`a printed code's menu and the home screen each load at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript`, async () => {
  const figures = await measureFirstLoad(E2E_BASE_URL);
  const scripts = printFirstLoad(figures, true).join('\n');
  expect(figures.menu.gzipKB, scripts).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  expect(figures.home.gzipKB, scripts).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});
