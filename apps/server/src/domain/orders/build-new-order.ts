import { computeBill } from '@masa/core/bill/bill';
import { priceOrder } from '@masa/core/bill/price-order';
import { EDIT_WINDOW_WITH_PENDING_ITEMS_MS } from '@masa/core/orders/edit-window';
import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { newId } from '../../lib/ids.ts';
import { billInputFrom } from '../bill/load-bill-state.ts';
import {
  serviceChargeApplies,
  type ServiceChargeDefinition,
} from '../menu/service-charge-applies.ts';
import { allocateFreeItems } from './allocate-free-items.ts';
import { applyOrderCampaign } from './apply-order-campaign.ts';
import { buildOrderItemRows } from './build-order-item-rows.ts';
import type { OrderContext } from './load-order-context.ts';
import type { CreateOrderBody } from './order-request.ts';
import type { OrderResponse } from './order-response.ts';
import { priceCartItems } from './price-cart-items.ts';
import {
  toOrderResponse,
  type OrderItemRow,
  type OrderRow,
  type OrderServiceChargeRow,
} from './to-order-response.ts';

export type NewOrder = {
  order: OrderRow;
  items: OrderItemRow[];
  charges: OrderServiceChargeRow[];
  response: OrderResponse;
};

/**
 * A new order as rows and as its answer, from what the database said (001 §4 "Order
 * placement"): every line priced with core from the products read, the applicable service
 * charges, free units of included items, the campaign of a typed code (ADR 041). No database access: the caller writes the rows.
 * The order number is the caller's `orderNumber` (insertNewOrder takes the real one).
 */
export function buildNewOrder({
  context,
  userId,
  customerType,
  body,
  scheduledFor,
  now,
  editWindowScale,
  orderNumber,
  dinerIds,
  decidedCharges,
}: {
  // The kitchen tickets are laid out apart (domain/printing), from `kitchen`.
  context: Omit<OrderContext, 'kitchen' | 'printedStations'>;
  /** The charges a caller decided for a send of several orders (a waiter's courses, ADR 076). */
  decidedCharges?: ServiceChargeDefinition[] | undefined;
  /** Per line of `body.items`, the diner who added it (a shared cart, ADR 043). */
  dinerIds?: readonly (string | null)[] | undefined;
  userId: string;
  customerType: 'guest' | 'customer';
  body: CreateOrderBody;
  scheduledFor: Date | null;
  now: Date;
  editWindowScale: number;
  orderNumber: number;
}): NewOrder {
  const { business, table, user } = context;
  const campaignCode = body.campaignCode ?? undefined;
  const lines = applyOrderCampaign({
    lines: priceCartItems({
      items: body.items,
      businessId: business.id,
      products: context.products,
      activeCategoryIds: context.activeCategoryIds,
    }),
    code: campaignCode,
    campaign: context.campaign,
    now,
  });
  const campaign = campaignCode === undefined ? null : context.campaign;
  // NOTE: the sitting's first order carries its session_start charges (the kuver) for the
  // party; a later round carries only every_order ones, for the same party (ADR 054).
  const firstOfSitting = context.sittingParty === null;
  const personCount = context.sittingParty ?? body.personCount;
  // Priced once: the charges that apply are chosen from what the lines come to (ADR 101).
  const figures = priceOrder({
    lines: lines.map((line) => ({ ...line, freeQuantity: line.requestedFreeQuantity })),
    charges:
      decidedCharges ??
      ((orderAmount: number) =>
        context.charges.filter((charge) =>
          serviceChargeApplies(charge, {
            applyOn: firstOfSitting ? 'session_start' : 'every_order',
            tableType: table.type,
            orderAmount,
            personCount,
            customerType,
            hasReservation: false,
          }),
        )),
    personCount,
    taxIncludedInPrice: business.settings.tax.includedInPrice,
  });
  const charges = figures.charges;
  const freeChargeIds = allocateFreeItems({ lines, charges, personCount });

  const orderId = newId();
  const order: OrderRow = {
    id: orderId,
    orderNumber,
    businessId: business.id,
    tableId: table.id,
    userId,
    customerName: user.name.trim() || GUEST_NAME,
    customerEmail: user.email,
    customerPhone: user.phone,
    personCount,
    status: 'pending',
    paymentStatus: 'unpaid',
    isPaid: false,
    paidAt: null,
    isCancelled: false,
    cancelledAt: null,
    orderType: body.orderType,
    scheduledFor,
    schedulingNotes: scheduledFor ? body.schedulingNotes?.trim() || null : null,
    notes: body.notes?.trim() || null,
    isResponsible: body.isResponsible ?? false,
    avoidedAllergens: body.avoidedAllergens ?? [],
    // Other diners' notes: only a shared cart's order holds them (orderSharedCart).
    partyAvoidedAllergens: [],
    subtotal: figures.totals.subtotal,
    discountTotal: figures.discountTotal,
    vatAmount: figures.totals.vatTotal,
    serviceChargeTotal: figures.totals.serviceChargeTotal,
    total: figures.totals.total,
    tip: 0,
    tipPercentage: 0,
    taxIncludedInPrice: business.settings.tax.includedInPrice,
    campaignId: campaign?.id ?? null,
    campaignCode: campaign?.campaignCode ?? null,
    campaignTitle: campaign?.title ?? null,
    campaignTitleEn: campaign ? campaign.titleEn : null,
    confirmedAt: null,
    receivedAt: null,
    readyAt: null,
    deliveredAt: null,
    editableUntil: new Date(now.getTime() + EDIT_WINDOW_WITH_PENDING_ITEMS_MS * editWindowScale),
    billRequested: false,
    billRequestedAt: null,
    waiterCalled: false,
    waiterCalledAt: null,
    tableSessionId: context.sessionId,
    // A diner's order; a waiter's sets these (takeStaffOrder, ADR 070).
    course: null,
    heldAt: null,
    firedAt: null,
    placedByStaffId: null,
    placedByStaffName: null,
    walkedOutAt: null,
    walkoutReason: null,
    walkoutByStaffId: null,
    openAccountId: null,
    openAccountAt: null,
    billLabel: null,
    createdAt: now,
    updatedAt: now,
  };
  const items = buildOrderItemRows({
    orderId,
    lines,
    figures: figures.lines,
    freeChargeIds,
    now,
    ...(dinerIds ? { dinerIds } : {}),
    dinerId: context.dinerId,
  });
  const chargeRows: OrderServiceChargeRow[] = charges.map((charge, index) => ({
    id: newId(),
    orderId,
    serviceChargeId: charge.id,
    type: charge.type,
    name: charge.name,
    nameEn: charge.nameEn,
    description: charge.description,
    descriptionEn: charge.descriptionEn,
    quantity: charge.calculation === 'per_person' ? personCount : 1,
    calculatedAmount: figures.totals.serviceCharges[index] ?? 0,
    vatRate: charge.vatRate,
    createdAt: new Date(now.getTime() + index),
    updatedAt: now,
  }));
  const productInfo = new Map(
    [...context.products.values()].map((p) => [
      p.id,
      {
        imageUrl: p.imageUrl ?? p.images[0] ?? null,
        description: p.description,
        preparationTime: p.preparationTime,
      },
    ]),
  );
  const response = toOrderResponse({
    order,
    business,
    table,
    items,
    products: productInfo,
    charges: chargeRows,
    bill: computeBill(
      billInputFrom({
        taxIncludedInPrice: business.settings.tax.includedInPrice,
        items,
        charges: chargeRows,
        payments: [],
        paymentLines: new Map(),
        splitRequests: [],
        now,
      }),
    ),
    now,
  });
  return { order, items, charges: chargeRows, response };
}
