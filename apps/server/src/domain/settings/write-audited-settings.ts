import type { MenuChangedEvent } from '@masa/core/realtime/events';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { writeMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { type AuditDetails, recordAudit } from '../audit/record-audit.ts';

/** Who changes a business's settings: an owner or manager of it, at `now`. */
export type SettingsWriter = { db: Db; businessId: string; staffId: string; now: Date };

/**
 * A settings write and its audit record in one transaction (ADR 032), then `menu:changed`,
 * published after the commit (ADR 096), so open diner and staff screens refetch (`change: null`
 * for a setting no open screen reads). `write`
 * answers `details: null` when nothing changed: nothing is recorded or announced. The record's
 * subject is the business unless `write` names the row it wrote.
 */
export async function writeAuditedSettings<T>({
  db,
  businessId,
  staffId,
  now,
  change,
  write,
}: SettingsWriter & {
  change: MenuChangedEvent['change'] | null;
  write: (tx: Tx) => Promise<{ result: T; subjectId?: string; details: AuditDetails | null }>;
}): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await write(tx);
    if (done.details === null) return done.result;
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'settings.updated',
      subjectId: done.subjectId ?? businessId,
      details: done.details,
      now,
    });
    if (change) await writeMenuChanged({ db, tx, event: { businessId, change, productIds: [] } });
    return done.result;
  });
}
