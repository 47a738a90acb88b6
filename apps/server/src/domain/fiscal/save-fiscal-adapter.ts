import type { FiscalAdapter } from '@masa/core/fiscal/fiscal.schemas';
import { eq, sql } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { type SettingsWriter, writeAuditedSettings } from '../settings/write-audited-settings.ts';

/**
 * The business's fiscal.adapter (issue 35 §4, ADR 093), merged into settings.fiscal in one
 * statement so the tax office and number printed on slips stay as they are. Payments recorded
 * from now on use it; a request already made keeps the adapter it was made with.
 */
async function writeFiscalAdapter({
  tx,
  businessId,
  adapter,
}: {
  tx: Tx;
  businessId: string;
  adapter: FiscalAdapter;
}): Promise<FiscalAdapter | null> {
  const [before] = await tx
    .select({ settings: businesses.settings })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!before) throw refuse(404, 'BUSINESS_NOT_FOUND');
  await tx
    .update(businesses)
    .set({
      settings: sql`jsonb_set(${businesses.settings}, '{fiscal}', coalesce(${businesses.settings}->'fiscal', '{}'::jsonb) || ${JSON.stringify({ adapter })}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
  return before.settings.fiscal?.adapter ?? null;
}

/**
 * The settings screen's choice of fiscal adapter, with its audit record (what it was before),
 * then `menu:changed` so the settings screens read it again.
 */
export function saveFiscalAdapter({
  adapter,
  ...writer
}: SettingsWriter & { adapter: FiscalAdapter }): Promise<void> {
  return writeAuditedSettings({
    ...writer,
    change: 'settings',
    write: async (tx) => {
      const before = await writeFiscalAdapter({ tx, businessId: writer.businessId, adapter });
      return { result: undefined, details: { section: 'fiscal', adapter, before } };
    },
  });
}
