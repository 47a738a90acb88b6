import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type A11yViolation = {
  url: string;
  id: string;
  impact: string;
  help: string;
  nodes: string[];
};

/** Runs axe-core on the page as it is now; returns the serious and critical violations. */
export async function findA11yViolations(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      url: page.url(),
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
