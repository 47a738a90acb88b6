import { on } from 'node:events';
import { watch } from 'node:fs';
import { mkdir, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatTry } from '../../../../packages/core/src/money/format-try.ts';
import type { CurrentDay } from '../../../../packages/core/src/reports/day.schemas.ts';
import type { Reconciliation } from '../../../../packages/core/src/fiscal/z-report.schemas.ts';
import { recordFullPayment } from '../../../web/e2e/support/bill-helpers.ts';
import { E2E_PORT } from '../../../web/e2e/support/env.ts';

// A business has one day open at a time, and the specs that open and close Kuğulu's day
// (day-close, fiscal-day-close) run in parallel workers: each holds the café's day while it
// works. The lock lives in this run's data directory, which the server's start empties, so a
// run that was killed never leaves one behind.
type Envelope<T> = { data: T };

export async function read<T>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

const held = new Map<string, Record<string, string>>();

/** How long a spec waits for another to let go of a business's day. */
const HOLD_WAIT_MS = 150_000;

/**
 * Waits until no other spec holds the business's day, then holds it until the test ends:
 * `test.afterEach(letGoOfBusinessDays)` in the spec lets go, failed or not, first closing a
 * day the test left open (through the API, with its owner's `headers`). Tries again on each
 * change in the locks' folder (another spec letting go), watched before the first try so no
 * change is missed: no poll on a clock.
 */
export async function holdBusinessDay(businessId: string, owner: Record<string, string>) {
  const lock = path.join(os.tmpdir(), `masa-e2e-${E2E_PORT}`, `day-${businessId}.lock`);
  const watcher = watch(path.dirname(lock));
  const changes = on(watcher, 'change', { signal: AbortSignal.timeout(HOLD_WAIT_MS) });
  try {
    for (;;) {
      try {
        await mkdir(lock);
        held.set(lock, owner);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      await changes.next().catch((error: unknown) => {
        throw new Error(`${lock} still held after ${HOLD_WAIT_MS / 1000} s`, { cause: error });
      });
    }
  } finally {
    watcher.close();
  }
}

export async function letGoOfBusinessDays({ request }: { request: APIRequestContext }) {
  try {
    for (const owner of held.values()) await closeDayLeftOpen(request, owner);
  } finally {
    for (const lock of held.keys()) await rmdir(lock);
    held.clear();
  }
}

/** Unpaid tables settled by card, so a day can close (or open on a clean slate). */
async function settleTables(request: APIRequestContext, owner: Record<string, string>) {
  const current = await read<CurrentDay>(request, '/api/staff/days/current', owner);
  for (const table of current.unsettled) {
    if (!table.tableId) continue;
    const orders = await read<{ id: string; isPaid: boolean; status: string }[]>(
      request,
      `/api/staff/orders?tableId=${table.tableId}&limit=500`,
      owner,
    );
    for (const order of orders.filter((o) => !o.isPaid && o.status !== 'cancelled'))
      await recordFullPayment(request, owner, order.id, { method: 'credit_card', tip: 0 });
  }
}

/** Every payment's fiş still to come (issue 35 §4) marked printed. */
async function completeReceipts(request: APIRequestContext, owner: Record<string, string>) {
  for (const status of ['waiting', 'failed']) {
    const { requests } = await read<{ requests: { id: string }[] }>(
      request,
      `/api/staff/fiscal-requests?status=${status}`,
      owner,
    );
    for (const { id } of requests) {
      const done = await request.post(`/api/staff/fiscal-requests/${id}/complete`, {
        headers: owner,
        data: { printed: true },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
  }
}

/**
 * What other specs left at the business before its day opens: unpaid tables settled by card,
 * and every payment's fiş marked printed, so the day starts with nothing waiting.
 */
export async function settleLeftovers(request: APIRequestContext, owner: Record<string, string>) {
  const current = await read<CurrentDay>(request, '/api/staff/days/current', owner);
  expect(current.day, 'no day is open at the business yet').toBeNull();
  await settleTables(request, owner);
  await completeReceipts(request, owner);
}

/** A day a failed test left open, closed as it stands: its Z Masa's figures, the cash as expected. */
async function closeDayLeftOpen(request: APIRequestContext, owner: Record<string, string>) {
  const { day } = await read<CurrentDay>(request, '/api/staff/days/current', owner);
  if (!day) return;
  await settleTables(request, owner);
  await completeReceipts(request, owner);
  const { masa } = await reconciliationOf(request, owner, day.id);
  const z = await request.put(`/api/staff/days/${day.id}/z-report`, {
    headers: owner,
    data: { zNumber: '9999', byVatRate: masa.byVatRate, byMethod: masa.byMethod },
  });
  expect(z.status(), await z.text()).toBe(200);
  const { day: now } = await read<CurrentDay>(request, '/api/staff/days/current', owner);
  const expected = now!.summary.cash.expected;
  const closed = await request.post(`/api/staff/days/${day.id}/close`, {
    headers: owner,
    data: { countedCash: expected, expectedCash: expected, acceptDifferences: true },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

/** GET /api/staff/days/{id}/reconciliation: Masa's side, which the register's Z should match. */
export const reconciliationOf = (
  request: APIRequestContext,
  owner: Record<string, string>,
  dayId: string,
) => read<Reconciliation>(request, `/api/staff/days/${dayId}/reconciliation`, owner);

/** Kuruş as a person types it in a lira field: "1.234,50". */
export const liraTyped = (kurus: number) => formatTry(kurus).replace('₺', '').trim();

/**
 * The register's Z report typed on gün sonu as the register printed the day: Masa's figures,
 * the first VAT rate's gross `offBy` short (a register that missed a sale), then saved.
 */
export async function typeRegisterZ(page: Page, zNumber: string, rec: Reconciliation, offBy = 0) {
  const form = page.getByRole('form', { name: 'Z raporu' });
  await form.getByLabel('Z no').fill(zNumber);
  for (const [index, { vatRate, gross }] of rec.masa.byVatRate.entries())
    await form
      .getByLabel(`KDV %${vatRate} brüt`)
      .fill(liraTyped(gross - (index === 0 ? offBy : 0)));
  const labels: Record<string, string> = { cash: 'Nakit', credit_card: 'Kredi kartı' };
  for (const { method, amount } of rec.masa.byMethod)
    await form.getByLabel(labels[method] ?? method, { exact: true }).fill(liraTyped(amount));
  await form.getByRole('button', { name: 'Z raporunu kaydet' }).click();
  await expect(form.getByRole('status')).toHaveText(`Z no ${zNumber} kaydedildi`);
}
