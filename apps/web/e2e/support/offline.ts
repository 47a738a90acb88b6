import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { EGE } from './qr-video.ts';
import { staffHeaders } from './staff-api.ts';

// Helpers of offline-menu.spec.ts (issue 21 §6, ADR 047): a table of its own, the service
// worker's state and what it keeps.

const EGE_OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
type Envelope<T> = { data: T };
type StaffTable = { id: string; accessToken: string };

/**
 * A new table of Ege Sofrası, so that no other spec's orders or sittings share it; `retire`
 * takes it out of service again (off the floor and the QR sheet).
 */
export async function tableOfItsOwn(request: APIRequestContext, name: string) {
  const headers = await staffHeaders(request, EGE_OWNER);
  const created = await request.post('/api/staff/tables', { headers, data: { name, seats: 2 } });
  expect(created.status(), await created.text()).toBe(201);
  const table = ((await created.json()) as Envelope<StaffTable>).data;
  return {
    id: table.id,
    printedUrl: `/customerapp/table/${table.id}?business=${EGE}&t=${table.accessToken}`,
    /** The orders the server holds for this table. */
    async orders() {
      const response = await request.get(`/api/staff/orders?tableId=${table.id}`, { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as Envelope<{ id: string; notes: string | null }[]>).data;
    },
    async retire() {
      const response = await request.patch(`/api/staff/tables/${table.id}`, {
        headers,
        data: { active: false },
      });
      expect(response.status()).toBe(200);
    },
  };
}

/** Resolves once the diner app's service worker serves the page (it registers after the menu). */
export async function workerServes(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Every URL the page's origin keeps in Cache Storage, by cache. */
export function keptUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

/** The pictures on screen (photos, cover, logo): how many, and how many have their pixels. */
export function photosOnScreen(page: Page): Promise<{ shown: number; whole: number }> {
  return page.evaluate(() => {
    const photos = [...document.querySelectorAll<HTMLImageElement>('img[src*="/uploads/"]')].filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight,
    );
    const whole = photos.filter((image) => image.complete && image.naturalWidth > 0);
    return { shown: photos.length, whole: whole.length };
  });
}
