import { unionOf } from '@masa/core/allergens/allergen-list';
import type { Bill } from '@masa/core/bill/bill';
import { expectedReadyAt, preparationMinutesOf } from '@masa/core/orders/expected-time';
import { selectedOptionsEnOf } from '@masa/core/orders/line-choices';
import type { orderItems, orderServiceCharges, orders } from '../../db/schema/index.ts';
import type { OrderItemResponse, OrderResponse } from './order-response.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderServiceChargeRow = typeof orderServiceCharges.$inferSelect;
/** What an item shows of its product (image and description are not copied into the order). */
export type ItemProductInfo = {
  imageUrl: string | null;
  description: string;
  /** Minutes; the order's expected time counts from it (issue 20). */
  preparationTime: number | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toItemResponse(
  item: OrderItemRow,
  order: OrderRow,
  product: ItemProductInfo | undefined,
): OrderItemResponse {
  const { businessId } = order;
  const vatRate = item.vatRate / 100;
  const free = item.freeQuantity > 0;
  return {
    id: item.id,
    _id: item.id,
    orderId: item.orderId,
    productId: item.productId,
    product: item.productId
      ? {
          id: item.productId,
          _id: item.productId,
          name: item.name,
          price: item.unitPrice,
          vatRate,
          businessId,
          image: product?.imageUrl ?? null,
          description: product?.description ?? '',
        }
      : null,
    name: item.name,
    nameEn: item.nameEn,
    price: item.unitPrice,
    unitPrice: item.unitPrice,
    originalPrice: item.originalPrice,
    quantity: item.quantity,
    freeQuantity: item.freeQuantity,
    notes: item.notes,
    status: item.status,
    vatRate,
    isPaid: item.isPaid,
    paidQuantity: item.paidQuantity,
    paymentMethod: item.paymentMethod,
    isFreeProduct: item.isFreeProduct,
    isFreeItem: free,
    isIncludedInServiceCharge: item.isIncludedInServiceCharge,
    serviceChargeIncluded: item.isIncludedInServiceCharge,
    isServiceCharge: false,
    selectedOptions: item.selectedOptions,
    selectedOptionsEn: selectedOptionsEnOf(item),
    selectedAdditions: item.selectedAdditions.map(({ name, nameEn, price }) => ({
      name,
      nameEn: nameEn ?? '',
      price,
    })),
    discount: { amount: item.discountAmount },
    lineTotal: item.lineTotal,
    vatAmount: item.vatAmount,
    seat: item.seat,
    placedByStaff: order.placedByStaffName !== null,
    ikram: item.ikramByStaffId !== null,
    createdAt: item.createdAt.toISOString(),
  };
}

/** Who entered a waiter's order (ADR 070): the staff see the account, diners only the name. */
function placedBy(order: OrderRow, forStaff: boolean): OrderResponse['placedBy'] {
  if (order.placedByStaffName === null) return null;
  const { placedByStaffId: staffId, placedByStaffName: name } = order;
  return forStaff && staffId ? { staffId, name } : { name };
}

/**
 * 001 §3 Order `discounts`: the campaign of the code the diner typed (ADR 041), with what its
 * share of the charged units comes to now (lines edited or cancelled since included).
 */
function campaignDiscounts(order: OrderRow, items: OrderItemRow[]): OrderResponse['discounts'] {
  if (order.campaignCode === null) return [];
  const amount = items
    .filter((item) => item.status !== 'cancelled')
    .reduce((sum, item) => sum + (item.quantity - item.freeQuantity) * item.campaignDiscount, 0);
  return [
    {
      type: 'campaign',
      code: order.campaignCode,
      description: order.campaignTitle ?? order.campaignCode,
      nameEn: order.campaignTitleEn ?? '',
      amount,
    },
  ];
}

/** An order and its parts as the app reads it; `now` decides canEdit. */
export function toOrderResponse({
  order,
  business,
  table,
  items,
  products,
  charges,
  bill,
  now,
  forStaff = false,
}: {
  order: OrderRow;
  business: { id: string; name: string };
  table: { id: string; name: string; number: number; seats: number };
  items: OrderItemRow[];
  products: Map<string, ItemProductInfo>;
  charges: OrderServiceChargeRow[];
  /** The order's bill (core computeBill, ADR 027). */
  bill: Bill;
  now: Date;
  /** The business's staff asks: the allergy note holds every diner's (ADR 045). */
  forStaff?: boolean;
}): OrderResponse {
  const timed = items.map((item) => ({
    status: item.status,
    createdAt: item.createdAt,
    preparationMinutes: (item.productId && products.get(item.productId)?.preparationTime) || null,
  }));
  const canEdit =
    !order.confirmedAt &&
    !order.isCancelled &&
    !order.isPaid &&
    order.editableUntil !== null &&
    order.editableUntil.getTime() > now.getTime();
  return {
    id: order.id,
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    isPaid: order.isPaid,
    isCancelled: order.isCancelled,
    business: { id: business.id, _id: business.id, name: business.name },
    businessId: order.businessId,
    table: {
      id: table.id,
      _id: table.id,
      name: table.name,
      number: table.number,
      seats: table.seats,
    },
    tableId: order.tableId,
    tableSessionId: order.tableSessionId,
    userId: order.userId,
    customer: {
      userId: order.userId,
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
    },
    personCount: order.personCount,
    isResponsible: order.isResponsible,
    orderType: order.orderType,
    scheduledFor: iso(order.scheduledFor),
    schedulingNotes: order.schedulingNotes,
    notes: order.notes,
    // The staff read every diner's note; a diner only the placer's own (issue 28 §3).
    avoidedAllergens: forStaff
      ? unionOf([order.avoidedAllergens, order.partyAvoidedAllergens])
      : order.avoidedAllergens,
    items: items.map((item) =>
      toItemResponse(item, order, item.productId ? products.get(item.productId) : undefined),
    ),
    subtotal: bill.subtotal,
    discountTotal: bill.discountTotal,
    vatAmount: bill.vatTotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    tip: bill.tips,
    tipPercentage: order.tipPercentage,
    total: bill.total,
    bill,
    serviceCharges: charges.map((charge) => ({
      id: charge.id,
      serviceChargeId: charge.serviceChargeId,
      type: charge.type,
      name: charge.name,
      nameEn: charge.nameEn,
      description: charge.description,
      descriptionEn: charge.descriptionEn,
      quantity: charge.quantity,
      calculatedAmount: charge.calculatedAmount,
    })),
    discounts: campaignDiscounts(order, items),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    confirmedAt: iso(order.confirmedAt),
    editableUntil: iso(order.editableUntil),
    canEdit,
    isEditable: canEdit,
    billRequested: order.billRequested,
    waiterCalled: order.waiterCalled,
    receivedAt: iso(order.receivedAt),
    course: order.course,
    held: order.heldAt !== null && order.firedAt === null,
    firedAt: iso(order.firedAt),
    placedByStaff: order.placedByStaffName !== null,
    placedBy: placedBy(order, forStaff),
    walkedOutAt: iso(order.walkedOutAt),
    openAccountId: order.openAccountId,
    billLabel: order.billLabel,
    preparationMinutes: preparationMinutesOf(timed),
    expectedReadyAt: expectedReadyAt({ receivedAt: order.receivedAt, lines: timed }),
  };
}
