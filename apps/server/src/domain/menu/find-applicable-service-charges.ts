import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { chargeAllowedSql } from './charge-allowed-sql.ts';
import {
  serviceChargeApplies,
  type ServiceChargeContext,
  type ServiceChargeDefinition,
} from './service-charge-applies.ts';

const CHARGES = `select s.id, s.type, s.name, s.name_en as "nameEn", s.description,
  s.description_en as "descriptionEn", s.calculation, s.value, s.vat_rate as "vatRate",
  s.apply_on as "applyOn", s.customer_types as "customerTypes", s.conditions, s.display,
  s.included_items as "includedItems"
  from service_charges s join businesses b on b.id = s.business_id
  where s.business_id = $1 and s.active and ${chargeAllowedSql('s', 'b')}
  order by s.sort_order, s.created_at, s.id`;

/**
 * The business's active service-charge definitions that apply in a context, in their order; a
 * banned kind only under the article-51 declaration (ADR 092).
 */
export async function findApplicableServiceCharges({
  db,
  businessId,
  context,
}: {
  db: DbOrTx;
  businessId: string;
  context: ServiceChargeContext;
}): Promise<ServiceChargeDefinition[]> {
  const rows = await rawQuery<ServiceChargeDefinition>(db, 'business_service_charges', CHARGES, [
    businessId,
  ]);
  return rows.filter((row) => serviceChargeApplies(row, context));
}
