import { z } from 'zod';
import type { PaymentIntentUpdatedEvent } from '../payment/payment-intent.schemas.ts';
import type { PrinterStatus } from '../printing/printer.schemas.ts';

/**
 * The socket contract (001 §4 Realtime, §7), typed once for the server (socket.io Server
 * generics) and the web client. Rooms: `user:{userId}`, `business:{businessId}` (public news of
 * a business, open to anyone), `staff:{businessId}` (joined automatically by its staff),
 * `table-{tableId}` and `order:{orderId}` (joined only by those allowed to see them), and
 * `sitting:{sessionId}`, a table's sitting, joined only with a diner's key (`join:sitting`, ADR 042).
 */

export type OrderStatusChangedEvent = {
  orderId: string;
  tableId: string;
  businessId: string;
  status: string;
  updatedAt: string;
};

export type OrderPaymentChangedEvent = {
  orderId: string;
  tableId: string;
  businessId: string;
  status: string;
  isPaid: boolean;
  paymentStatus: string;
};

export type OrderItemStatusChangedEvent = {
  orderId: string;
  tableId: string;
  businessId: string;
  itemId: string;
  status: string;
};

export type OrderChangedEvent = {
  orderId: string;
  tableId: string;
  businessId: string;
  /**
   * What changed, for order:updated: items, confirmed, waiter_call, split_request, message;
   * 'fired' when the waiter fired the order's held course (issue 31 §4); 'table' when the
   * staff moved it to another table (issue 32 §3): `tableId` is the new one.
   */
  change?: string;
  /** order:created of a staff order whose course is held: no new work yet, so no chime. */
  held?: boolean;
};

/** A message in an order's thread, from the diner or the business (001 §3 Order message). */
export type OrderMessageEvent = {
  orderId: string;
  tableId: string;
  businessId: string;
  messageId: string;
  senderType: 'customer' | 'staff';
  createdAt: string;
};

export type SessionUpdatedEvent = {
  tableId: string;
  businessId: string;
  sessionId: string;
  status: string;
};

export type StaffNoticeEvent = {
  kind: 'waiter_call' | 'bill_request' | 'split_request' | 'message';
  id: string;
  /** Null for a waiter call from a table without an order. */
  orderId: string | null;
  tableId: string;
  businessId: string;
  createdAt: string;
};

/**
 * A business's menu changed (a product sold out or back, ordering paused or resumed), or its
 * service settings (profile, payment methods, VAT mode, board thresholds, service charges,
 * campaigns, stations; issue 17 §4): sent to its public room and its staff, so open menus and
 * staff screens refetch at once (issue 17 §2).
 */
export type MenuChangedEvent = {
  businessId: string;
  /** `menu`: the menu editor changed categories or products (issue 17 §1). */
  change: 'availability' | 'ordering' | 'menu' | 'settings' | 'campaigns' | 'stations';
  /** The products whose availability or fields changed. */
  productIds: string[];
};

/** A sitting's shared cart changed (ADR 043): its phones read it again if theirs is older. */
export type CartUpdatedEvent = { sessionId: string; version: number };
/**
 * What the business did for a diner, sent to that diner only (`user:{userId}`; issue 20), so
 * the app tells them on whatever screen is open: an order's status moved (with the staff's
 * reason when cancelled, and the expected time once accepted), a waiter is on the way (the
 * staff's "Geliyorum"), the bill is on its way ("Hesap Yolda"), or the staff answered in the
 * order's message thread (the answer's text: only its diner hears it).
 */
type DinerNoticeBase = {
  businessId: string;
  tableId: string;
  createdAt: string;
};
type OrderRefs = { orderId: string; orderNumber: number };
export type DinerNoticeEvent =
  | (DinerNoticeBase &
      OrderRefs & {
        kind: 'order_status';
        status: string;
        /** Cancelled: the staff's reason, when they gave one. */
        reason: string | null;
        /** ISO 8601, once the staff accepted the order (core orders/expected-time). */
        expectedReadyAt: string | null;
      })
  | (DinerNoticeBase & {
      kind: 'waiter_on_the_way';
      /** Null for a call from a table without an order. */
      orderId: string | null;
      orderNumber: number | null;
    })
  | (DinerNoticeBase & OrderRefs & { kind: 'bill_on_the_way' })
  | (DinerNoticeBase & OrderRefs & { kind: 'message_answer'; messageId: string; message: string });

/**
 * The business's printers' state (issue 33): sent to its staff whenever a printer goes on or off
 * line or its count of waiting tickets changes, at most once a second per business.
 */
export type PrintersStatusEvent = { printers: PrinterStatus[] };

/**
 * A fiscal request was created or completed (issue 35 §4, ADR 093): to the business's staff,
 * so the table panel's waiting receipts and the day-close page refetch.
 */
export type FiscalChangedEvent = { businessId: string };

export type RoomJoinedEvent = { room: string };
export type RoomRefusedEvent = { room: string; message: string };

export interface ServerToClientEvents {
  'order:status:changed': (event: OrderStatusChangedEvent) => void;
  'order:payment:changed': (event: OrderPaymentChangedEvent) => void;
  'payment:completed': (event: OrderPaymentChangedEvent) => void;
  'order:item:status:changed': (event: OrderItemStatusChangedEvent) => void;
  'order:updated': (event: OrderChangedEvent) => void;
  'order:created': (event: OrderChangedEvent) => void;
  'order:deleted': (event: OrderChangedEvent) => void;
  'order:message': (event: OrderMessageEvent) => void;
  'session:updated': (event: SessionUpdatedEvent) => void;
  'staff:notice': (event: StaffNoticeEvent) => void;
  'menu:changed': (event: MenuChangedEvent) => void;
  'cart:updated': (event: CartUpdatedEvent) => void;
  'diner:notice': (event: DinerNoticeEvent) => void;
  'printers:status': (event: PrintersStatusEvent) => void;
  /** A diner's online payment moved (issue 34): to the order's room and its business's staff. */
  'payment-intent:updated': (event: PaymentIntentUpdatedEvent) => void;
  'fiscal:changed': (event: FiscalChangedEvent) => void;
  'room:joined': (event: RoomJoinedEvent) => void;
  'room:refused': (event: RoomRefusedEvent) => void;
  test: (event: { echo: unknown; at: string }) => void;
}

const id = z.string().min(1).max(64);
export const joinUserPayload = z.union([id, z.object({ userId: id })]);
export const joinBusinessPayload = z.union([id, z.object({ businessId: id })]);
export const joinTablePayload = z.union([id, z.object({ tableId: id })]);
export const joinOrderPayload = z.union([id, z.object({ orderId: id })]);
/** A diner's key to their table's sitting (X-Table-Session-Key), ADR 042. */
export const joinSittingPayload = z.object({ key: z.string().min(1).max(64) });
export const roomPayload = z.union([
  z.string().min(1).max(100),
  z.object({ room: z.string().min(1).max(100) }),
]);

export interface ClientToServerEvents {
  'join:user': (payload: z.infer<typeof joinUserPayload>) => void;
  'join:business': (payload: z.infer<typeof joinBusinessPayload>) => void;
  'join:table': (payload: z.infer<typeof joinTablePayload>) => void;
  'join:order': (payload: z.infer<typeof joinOrderPayload>) => void;
  'join:sitting': (payload: z.infer<typeof joinSittingPayload>) => void;
  'join:room': (payload: z.infer<typeof roomPayload>) => void;
  'leave:room': (payload: z.infer<typeof roomPayload>) => void;
  'leave:order': (payload: z.infer<typeof joinOrderPayload>) => void;
  test: (payload: unknown) => void;
}

export const rooms = {
  user: (userId: string) => `user:${userId}`,
  business: (businessId: string) => `business:${businessId}`,
  staff: (businessId: string) => `staff:${businessId}`,
  table: (tableId: string) => `table-${tableId}`,
  order: (orderId: string) => `order:${orderId}`,
  sitting: (sessionId: string) => `sitting:${sessionId}`,
};

/** Reads `table-…`, `order:…`, `user:…`, `business:…` back into its kind and id. */
export function parseRoom(
  room: string,
): { kind: 'user' | 'business' | 'table' | 'order'; id: string } | undefined {
  const match = /^(user:|business:|order:|table-)(.+)$/.exec(room);
  if (!match) return undefined;
  const kind = (
    { 'user:': 'user', 'business:': 'business', 'order:': 'order', 'table-': 'table' } as const
  )[match[1] as 'user:' | 'business:' | 'order:' | 'table-'];
  // table ids themselves start with "table-": the room of table-abc is table-table-abc.
  return { kind, id: match[2]! };
}
