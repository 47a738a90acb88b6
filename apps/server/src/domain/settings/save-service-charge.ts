import { chargeAllowed } from '@masa/core/money/article-51-charges';
import type { ServiceChargeSettings } from '@masa/core/staff/business-settings.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { businesses, serviceCharges } from '../../db/schema/index.ts';
import type { ServiceChargeType } from '../../db/schema/enums.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { presentServiceCharge } from './present-settings.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';

/** A kuver per person, a percentage service charge, or a fixed charge per order. */
const typeOf = (calculation: ServiceChargeSettings['calculation']): ServiceChargeType =>
  calculation === 'per_person' ? 'cover_charge' : 'service_charge';

/**
 * 409 when an active charge is of a kind the Fiyat Etiketi Yönetmeliği forbids and the owner has
 * not declared İş Kanunu article 51 (ADR 092). Switching one off is always allowed.
 */
async function refuseBannedCharge(tx: Tx, businessId: string, type: ServiceChargeType) {
  const [business] = await tx
    .select({ declaredAt: businesses.article51DeclaredAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('share');
  if (!chargeAllowed({ type, article51Declared: Boolean(business?.declaredAt) })) {
    throw refuse(409, 'CHARGE_NEEDS_ARTICLE_51');
  }
}

/**
 * Adds a service-charge definition (applied to orders placed from now on, at session start),
 * or changes one of the business's: another business's id is 404. Orders copy the charge when
 * placed (order_service_charges), so a change never alters what a placed order was charged
 * (ADR 034).
 */
async function upsertServiceCharge({
  tx,
  businessId,
  chargeId,
  charge,
}: {
  tx: Tx;
  businessId: string;
  chargeId?: string | undefined;
  charge: ServiceChargeSettings;
}) {
  const { type, ...fields } = charge;
  if (chargeId === undefined) {
    const kind = type ?? typeOf(charge.calculation);
    if (charge.active) await refuseBannedCharge(tx, businessId, kind);
    const [created] = await tx
      .insert(serviceCharges)
      .values({
        businessId,
        type: kind,
        ...fields,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from service_charges where business_id = ${businessId})`,
      })
      .returning();
    return created!;
  }
  const mine = and(eq(serviceCharges.id, chargeId), eq(serviceCharges.businessId, businessId));
  const [existing] = await tx.select().from(serviceCharges).where(mine).for('update');
  if (!existing) throw refuse(404, 'SERVICE_CHARGE_NOT_FOUND');
  if (charge.active) await refuseBannedCharge(tx, businessId, type ?? existing.type);
  const [updated] = await tx
    .update(serviceCharges)
    .set({ ...fields, ...(type ? { type } : {}), updatedAt: new Date() })
    .where(mine)
    .returning();
  return updated!;
}

/**
 * The settings screen's save of a service charge: written with its audit record, then
 * `menu:changed` (ADR 034). Answers the charge as the screen shows it.
 */
export function saveServiceCharge({
  charge,
  chargeId,
  ...writer
}: SettingsWriter & { charge: ServiceChargeSettings; chargeId?: string | undefined }) {
  return writeAuditedSettings({
    ...writer,
    change: 'settings',
    write: async (tx) => {
      const row = presentServiceCharge(
        await upsertServiceCharge({ tx, businessId: writer.businessId, charge, chargeId }),
      );
      const { name, calculation, value, active } = row;
      const details = { section: 'serviceCharge', name, calculation, value, active };
      return { result: row, subjectId: row.id, details };
    },
  });
}
