import { calculateServiceChargeAmount } from '@masa/core/money/service-charge';
import type { ServiceChargeDefinition } from './service-charge-applies.ts';
import type { ServiceChargeResponse } from './service-charge-response.ts';

/** A definition with its amount for a person count and an order amount (kuruş). */
export function serializeServiceCharge(
  row: ServiceChargeDefinition,
  { personCount, orderAmount }: { personCount: number; orderAmount: number },
): ServiceChargeResponse {
  const calculatedAmount = calculateServiceChargeAmount(
    { calculation: row.calculation, value: row.value },
    { personCount, orderAmount },
  );
  return {
    id: row.id,
    _id: row.id,
    type: row.type,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    calculation: row.calculation,
    value: row.value,
    priceWithVat: row.calculation === 'percentage' ? calculatedAmount : row.value,
    calculatedAmount,
    vatRate: row.vatRate / 100,
    applyOn: row.applyOn,
    display: row.display ?? null,
    includedItems: row.includedItems
      ? {
          totalQuantity: row.includedItems.totalQuantity,
          options: row.includedItems.options.map((option) => ({
            type: option.type,
            category: option.categoryId,
            product: option.productId,
            name: option.name,
            autoQuantity: option.autoQuantity,
          })),
        }
      : null,
  };
}
