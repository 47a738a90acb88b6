import type { Locator, Page } from '@playwright/test';

// What a diner sees when something fails (001 §8), brought about the way it happens: the
// network down (the request never leaves), or the API behind a proxy while the server is down
// (the proxy answers 502 with its own page). Nothing of the app is replaced.

/** A toast or an inline notice with this text (toasts of errors are alerts, others statuses). */
export const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** Requests matching `url` get no answer at all: the connection is refused. */
export const unreachable = (page: Page, url: string | RegExp) =>
  page.route(url, (route) => route.abort('connectionrefused'));

/** Requests matching `url` get the proxy's 502 page, as while the API server is down. */
export const serverDown = (page: Page, url: string | RegExp) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  );

/**
 * A dialog's own alert (its form's error): while a dialog is open the toasts are drawn inside it
 * (ADR 066), and an error toast is an alert too.
 */
export const dialogAlert = (dialog: Locator) =>
  dialog.getByRole('alert').and(dialog.locator(':not(.toast)'));
