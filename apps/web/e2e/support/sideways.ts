import { type Page, expect } from '@playwright/test';

// Text at 200 % on a narrow phone (issue 30, issue 35 §5): the screen grows downwards, never
// sideways.

/** The root's font size at 200 %, as a browser's text-size setting sets it. */
export const largeText = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });

/** What runs past the screen's right edge (tag, class and text), and the page's own width. */
export function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && element.checkVisibility();
      })
      // A row that scrolls sideways of its own (the chips, the campaigns) keeps its items in reach.
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return false;
        }
        return true;
      })
      .map(
        (element) =>
          `${element.tagName}.${element.className} "${element.textContent?.slice(0, 30)}"`,
      );
    return { pageWidth: document.documentElement.scrollWidth, width, past };
  });
}

/** Nothing runs off the right edge, and the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const found = await sideways(page);
  expect(found.past).toEqual([]);
  expect(found.pageWidth).toBeLessThanOrEqual(found.width);
}
