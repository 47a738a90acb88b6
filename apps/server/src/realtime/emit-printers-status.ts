import { rooms } from '@masa/core/realtime/events';
import type { Db } from '../db/client.ts';
import { loadPrinterStatus } from '../domain/printing/list-printers.ts';
import type { PrinterSetup } from '../domain/printing/printer-address.ts';
import type { RealtimeServer } from './realtime-server.ts';

type Deps = { db: Db; setup: Pick<PrinterSetup, 'twinPorts'>; io: RealtimeServer };

/** Sends the business's printers' state to its staff (`printers:status`, contract 5). */
export async function emitPrintersStatus({
  db,
  setup,
  io,
  businessId,
}: Deps & { businessId: string }) {
  const printers = await loadPrinterStatus({ db, businessId, setup });
  io.to(rooms.staff(businessId)).emit('printers:status', { printers });
}

/** At most one `printers:status` a second per business: the last change is always sent. */
export const PRINTERS_STATUS_EVERY_MS = 1_000;

/**
 * The print worker's messenger: `changed(businessId)` after a ticket printed, a printer failed
 * or a ticket was queued. Changes within a second of the last event go out together once that
 * second is over, so a burst of fifty tickets is two events, not fifty.
 */
export function createPrintersStatusNotifier(deps: Deps & { onError: (error: unknown) => void }) {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const send = (businessId: string) => {
    pending.delete(businessId);
    lastSent.set(businessId, Date.now());
    emitPrintersStatus({ ...deps, businessId }).catch(deps.onError);
  };
  return {
    changed(businessId: string) {
      if (pending.has(businessId)) return;
      const wait = (lastSent.get(businessId) ?? 0) + PRINTERS_STATUS_EVERY_MS - Date.now();
      if (wait <= 0) send(businessId);
      else pending.set(businessId, setTimeout(() => send(businessId), wait).unref());
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
