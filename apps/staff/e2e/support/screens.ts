import { expect, type Locator, type Page } from '@playwright/test';

/** The staff app's screens, its header on a tablet and its bar on a phone, in either language. */
export const screenTabs = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^(Ekranlar|Screens)$/ });

/** The "Diğer" / "More" button of a phone's bar when the role has more screens than it holds. */
export const moreScreens = (page: Page): Locator =>
  screenTabs(page).getByRole('button', { name: /^(Diğer|More)$/ });

/**
 * A screen's tab by its whole name, with what waits on it if anything does ('İstekler 2
 * bekliyor'). `includeHidden` finds one behind a closed "More" too: a role's missing tab is
 * counted there, so a phone's hidden tab never passes for an absent one.
 */
export function screenTab(page: Page, name: string, { includeHidden = false } = {}): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screenTabs(page).getByRole('link', {
    name: new RegExp(`^${escaped}( \\d+ (bekliyor|waiting))?$`),
    includeHidden,
  });
}

/**
 * Opens a screen as a person does: its tab where the bar shows it, otherwise "Diğer" / "More"
 * first (a phone's bar holds four screens and "More", ADR 121); a tablet shows every tab.
 */
export async function openScreen(page: Page, name: string): Promise<void> {
  const tab = screenTab(page, name);
  const more = moreScreens(page);
  await expect(tab.or(more).first()).toBeVisible();
  if (!(await tab.isVisible())) {
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }
  await tab.click();
}
