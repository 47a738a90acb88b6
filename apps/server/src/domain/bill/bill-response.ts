import type { SelectionPrice } from '@masa/core/bill/bill';
import type {
  BillRequestResponse,
  SplitRequestResponse,
} from '@masa/core/bill/bill-status.schemas';
import type { billRequests } from '../../db/schema/index.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import type { ChosenShare } from './choose-shares.ts';
import type { SplitRequestRow } from './load-bill-state.ts';

// The answers' schemas live in core, so the diner's app infers its types from them.
export {
  billRequestResponse,
  splitRequestResponse,
  type BillRequestResponse,
  type SplitRequestResponse,
} from '@masa/core/bill/bill-status.schemas';

export function serializeBillRequest(
  row: typeof billRequests.$inferSelect,
  figures: { subtotal: number; vatTotal: number; serviceChargeTotal: number; perPerson: number[] },
  order: OrderResponse,
): BillRequestResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    businessId: row.businessId,
    tableId: row.tableId,
    mode: row.mode === 'equal' ? 'equal' : 'full',
    peopleCount: row.peopleCount,
    paymentMethod: row.paymentMethod,
    tipPercentage: row.tipPercentage,
    status: row.status,
    ...figures,
    amount: row.amount,
    tip: row.tipAmount,
    total: row.amount + row.tipAmount,
    createdAt: row.createdAt.toISOString(),
    order,
  };
}

export function serializeSplitRequest({
  row,
  chosen,
  charges,
  shares,
  price,
}: {
  row: SplitRequestRow;
  chosen: { item: OrderItemRow; quantity: number }[];
  charges: { id: string; name: string; nameEn: string; amount: number }[];
  shares: ChosenShare[];
  price: SelectionPrice;
}): SplitRequestResponse {
  return {
    id: row.id,
    _id: row.id,
    orderId: row.orderId,
    businessId: row.businessId,
    isSplitBill: true,
    status: row.status,
    paymentMethod: row.paymentMethod,
    tipPercentage: row.tipPercentage,
    selectedItems: Object.fromEntries(chosen.map(({ item, quantity }) => [item.id, quantity])),
    items: chosen.map(({ item, quantity }) => ({
      itemId: item.id,
      name: item.name,
      nameEn: item.nameEn,
      quantity,
      unitPrice: item.unitPrice,
    })),
    selectedCharges: charges.map((charge) => charge.id),
    charges: charges.map(({ id, name, nameEn, amount }) => ({
      chargeId: id,
      name,
      nameEn,
      amount,
    })),
    shares: shares.map(({ lineId, name, nameEn, shareCount, index }) => ({
      itemId: lineId,
      name,
      nameEn,
      shareCount,
      shareIndex: index,
    })),
    subtotal: price.itemsAmount,
    vatTotal: price.vatTotal,
    vat: price.vat,
    amount: row.amount,
    tip: row.tipAmount,
    total: row.amount + row.tipAmount,
    splitDetails: row.splitDetails,
    createdAt: row.createdAt.toISOString(),
  };
}
