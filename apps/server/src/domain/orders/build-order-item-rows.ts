import { newId } from '../../lib/ids.ts';
import type { LineFigures } from '@masa/core/bill/price-order';
import type { PricedLine } from './price-cart-items.ts';
import type { OrderItemRow } from './to-order-response.ts';

/**
 * The complete order_items rows of priced cart lines: the rows written and the rows answered
 * are the same objects. createdAt steps by a millisecond per line, so the items read back in
 * the order the diner added them.
 */
export function buildOrderItemRows({
  orderId,
  lines,
  figures,
  freeChargeIds,
  now,
  dinerIds = [],
  dinerId = null,
}: {
  orderId: string;
  lines: PricedLine[];
  figures: LineFigures[];
  freeChargeIds: (string | null)[];
  now: Date;
  /** Per line, the diner of the table's sitting who added it (a shared cart, ADR 043). */
  dinerIds?: readonly (string | null)[];
  /** The diner of every other line: the one who placed the order with their key. */
  dinerId?: string | null;
}): OrderItemRow[] {
  return lines.map((line, index) => {
    const figure = figures[index];
    const chargeId = freeChargeIds[index] ?? null;
    const free = chargeId === null ? 0 : line.requestedFreeQuantity;
    return {
      id: newId(),
      orderId,
      productId: line.productId,
      name: line.name,
      nameEn: line.nameEn,
      unitPrice: line.unitPrice,
      originalPrice: line.originalPrice,
      quantity: line.quantity,
      freeQuantity: free,
      isFreeProduct: free > 0,
      isIncludedInServiceCharge: free > 0,
      serviceChargeId: chargeId,
      selectedOptions: line.selectedOptions,
      selectedOptionsEn: line.selectedOptionsEn,
      selectedAdditions: line.selectedAdditions,
      notes: line.notes,
      status: 'pending',
      vatRate: line.vatRate,
      isPaid: false,
      paidQuantity: 0,
      paidAt: null,
      paymentMethod: null,
      dinerId: dinerIds[index] ?? dinerId,
      seat: null,
      discountAmount: figure?.discountAmount ?? 0,
      campaignDiscount: line.campaignDiscount,
      lineTotal: figure?.lineTotal ?? 0,
      vatAmount: figure?.vatAmount ?? 0,
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
      ...NO_CORRECTION,
    };
  });
}

/** A new line is neither voided nor an ikram (ADR 073). */
const NO_CORRECTION = {
  voidedKind: null,
  voidedReason: null,
  voidedByStaffId: null,
  ikramReason: null,
  ikramByStaffId: null,
  approvedByStaffId: null,
} as const;
