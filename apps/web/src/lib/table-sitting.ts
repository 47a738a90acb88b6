import type { JoinedSitting, Sitting } from '@masa/core/tables/table-session.schemas';
import { isApiError } from './api/api-error.ts';
import { api } from './api-client.ts';
import { TIMEOUTS } from './api/api-config.ts';
import { storage } from './storage.ts';
import {
  followMovedSitting,
  readStoredSitting,
  sittingChanged,
  type StoredSitting,
} from './table-sitting-store.ts';

/**
 * The phone's place in its table's sitting (ADR 042). A scan stores the table's printed code;
 * the first call that needs the table exchanges it for a key of the table's current sitting
 * (POST /tables/sessions/join), which the app keeps instead of the printed code and sends on
 * every request (lib/api/request-headers.ts). When the sitting is over (the staff cleared the
 * table, or it was paid and left idle) the server refuses the key and the diner scans again.
 */

/** Answers meaning this phone is not, or no longer, a diner of the table's sitting. */
export const SITTING_GONE_CODES: ReadonlySet<string> = new Set([
  'TABLE_SESSION_ENDED',
  'TABLE_SESSION_REQUIRED',
  'TABLE_TOKEN_REQUIRED',
]);

let joining: Promise<StoredSitting | null> | null = null;

/** Joins the stored table's sitting with the stored printed code; one join at a time. */
function joinStoredTable(): Promise<StoredSitting | null> {
  const tableId = storage.getTableId();
  const businessId = storage.getBusinessId();
  if (!tableId || !businessId || !storage.getTableToken()) return Promise.resolve(null);
  joining ??= api
    .post<JoinedSitting>(
      '/tables/sessions/join',
      { tableId, businessId },
      {
        timeout: TIMEOUTS.orderAction,
      },
    )
    .then((joined) => {
      // Another table was scanned meanwhile: this sitting is not the phone's any more.
      if (storage.getTableId() !== joined.tableId) return readStoredSitting();
      const stored: StoredSitting = {
        tableId: joined.tableId,
        businessId: joined.businessId,
        sessionId: joined.sessionId,
        dinerId: joined.me.id,
        // Not shown; a diner without a name keeps their number (ADR 060).
        name: joined.me.name ?? `#${joined.me.guestNumber ?? 0}`,
        key: joined.key,
        party: joined.party,
      };
      storage.setTableSitting(stored);
      storage.setTableToken(null);
      sittingChanged();
      return stored;
    })
    .finally(() => {
      joining = null;
    });
  return joining;
}

/**
 * The stored table's sitting: joined now when a freshly scanned printed code waits for it,
 * else the one joined before; null without either (the diner scans).
 */
export function ensureTableSitting(): Promise<StoredSitting | null> {
  return storage.getTableToken() ? joinStoredTable() : Promise.resolve(readStoredSitting());
}

/** After a scan: join in the background; the screens that need the sitting wait for it. */
export function joinScannedTable(): void {
  void ensureTableSitting().catch(() => undefined);
}

/**
 * Reads the stored sitting again (GET /tables/sessions/current): a sitting that is over is
 * forgotten; another diner's phone at the table makes the phone's cart the shared one (ADR 043).
 */
export async function checkTableSitting(): Promise<void> {
  const stored = readStoredSitting();
  if (!stored) return;
  try {
    const sitting = await api.get<Sitting>('/tables/sessions/current', { timeout: TIMEOUTS.quick });
    if (readStoredSitting()?.key !== stored.key) return;
    if (sitting.status === 'closed') return forgetTableSitting();
    const now = { tableId: sitting.tableId, sessionId: sitting.sessionId };
    if (now.tableId !== stored.tableId || now.sessionId !== stored.sessionId) {
      followMovedSitting(stored, now);
    }
    const party = sitting.party;
    if (party === stored.party) return;
    storage.setTableSitting({ ...stored, ...now, party });
    sittingChanged();
  } catch (error) {
    if (isApiError(error) && error.status === 404) forgetTableSitting();
  }
}

/**
 * The server said the sitting is over or not this phone's: forget its key and printed code, and
 * mark the table session cleared (000 §2.4: home's 'Aktif Oturum' card goes; a scan brings it back).
 */
export function forgetTableSitting(): void {
  storage.setTableSitting(null);
  storage.setTableToken(null);
  storage.setSessionCleared(true);
  sittingChanged();
}
