import { priceSelection, restOfBill } from '@masa/core/bill/bill';
import type { BillStatusResponse } from '@masa/core/bill/bill-status.schemas';
import { sumSplitQuantity } from '@masa/core/bill/remaining-quantity';
import { isOrderPaid } from '@masa/core/orders/order-status';
import { SPLIT_TIP_OPTIONS, TIP_OPTIONS } from '@masa/core/money/tip';
import type { BillState } from './load-bill-state.ts';
import { dinerName } from '../table-sessions/diner-name.ts';

// The answer's schema lives in core, so the diner's app infers its types from it.
export { billStatusResponse, type BillStatusResponse } from '@masa/core/bill/bill-status.schemas';

/** Who added the order's lines (ADR 043), and which diner the caller's key is. */
export type BillDiners = {
  me: string | null;
  diners: Map<string, { name: string; guestNumber: number | null; userId: string | null }>;
};

/** The bill of an order as the caller (`userId`) sees it. */
export function presentBillStatus(
  state: BillState,
  userId: string,
  { me, diners }: BillDiners = { me: null, diners: new Map() },
): BillStatusResponse {
  const { order, settings, bill } = state;
  const rest = priceSelection(state.input, restOfBill(bill));
  const lines = new Map(bill.lines.map((line) => [line.id, line]));
  const paidSplits = new Set(state.payments.map((payment) => payment.splitBillRequestId));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    businessId: order.businessId,
    tableId: order.tableId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    isPaid: order.isPaid,
    billRequested: order.billRequested,
    allPaid: state.allPaid,
    taxIncludedInPrice: order.taxIncludedInPrice,
    article51: state.article51,
    paymentMethods: settings.payment.methods,
    splitPaymentMethods: settings.payment.methods.filter((method) => method !== 'online'),
    tipOptions: [...TIP_OPTIONS],
    splitTipOptions: [...SPLIT_TIP_OPTIONS],
    items: state.items.map((item) => {
      const line = lines.get(item.id)!;
      const diner = item.dinerId ? diners.get(item.dinerId) : undefined;
      const isMine = item.dinerId
        ? item.dinerId === me || (diner?.userId ?? null) === userId
        : order.userId === userId;
      return {
        id: item.id,
        name: item.name,
        nameEn: item.nameEn,
        status: item.status,
        quantity: item.quantity,
        freeQuantity: line.freeQuantity,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        isPaid: item.isPaid,
        paidQuantity: line.paidQuantity,
        approvedQuantity: sumSplitQuantity(item.id, state.splitRequests),
        pendingQuantity: line.dueQuantity - line.availableQuantity,
        remainingQuantity: line.dueQuantity,
        availableQuantity: line.availableQuantity,
        ...(diner ? dinerNameOf(diner) : { dinerName: null, dinerGuestNumber: null }),
        isMine,
        // A waiter's order (issue 31 §6): its lines say so on the split page.
        placedByStaff: order.placedByStaffName !== null,
      };
    }),
    bill,
    subtotal: bill.subtotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    total: bill.total,
    remainingAmount: isOrderPaid(order) ? 0 : rest.amount,
    splitRequests: state.splitRequests.map((request) => ({
      id: request.id,
      status: request.status,
      paid: paidSplits.has(request.id),
      isMine: request.userId === userId,
      paymentMethod: request.paymentMethod,
      tipPercentage: request.tipPercentage,
      selectedItems: request.selectedItems,
      selectedCharges: request.selectedCharges,
      amount: request.amount,
      tip: request.tipAmount,
      total: request.amount + request.tipAmount,
      createdAt: request.createdAt.toISOString(),
    })),
  };
}

/** The diner who added a line, named as ADR 060 names diners to each other. */
function dinerNameOf(diner: { name: string; guestNumber: number | null }) {
  const { name, guestNumber } = dinerName(diner);
  return { dinerName: name, dinerGuestNumber: guestNumber };
}
