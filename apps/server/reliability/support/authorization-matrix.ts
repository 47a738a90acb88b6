import { STAFF_PERMISSIONS, type StaffPermission } from '@masa/core/staff/staff-permissions';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import type { Headers } from './diner.ts';
import type { GuardedObjects } from './guarded-objects.ts';
import type { World } from './world.ts';

// The classification of reliability/authorization.reliability.ts: who may call each route with
// an id, and what each intruder sends.

export type Call = { url: string; payload?: object };
export type Intruder = { who: string; headers: Headers };
/** A route reached by a parameter: public on purpose, or whose object it is and who may not. */
export type Rule =
  { public: string } | { owner: 'diner' | 'staff'; call: Call; also?: Intruder[]; ownList?: true };
export type QueryRule = { public: string } | { withPath: true } | { call: string; by: Intruder[] };

/** Permissions of STAFF_PERMISSIONS the matrix checks; a new one must be added to it. */
export const PERMISSIONS_CHECKED: StaffPermission[] = [
  'moveOrders',
  'cancelOrders',
  'takePayments',
  'refundPayments',
  'answerRequests',
  'runFloor',
  'takeOrders',
  'setAvailability',
  'pauseOrdering',
  'manageTables',
  'editMenu',
  'manageStaff',
  'readAudit',
  // GET /api/staff/reports/summary and /reports/payments name no object: their roles and
  // business are checked in apps/server/test/reports/sales-report.test.ts.
  'readReports',
  'manageSettings',
  'runDay',
  'giveDiscounts',
  'removeDiscounts',
  // GET/PUT /api/staff/corrections/* name no object (the asker's own PIN, the business's
  // limit): roles and business in apps/server/test/corrections/approve-correction.test.ts.
  'approveCorrections',
  'setApprovalLimit',
  // GET /api/staff/open-accounts names no object: the waiter's 403 and the business's own
  // accounts are checked in apps/server/test/walkouts/open-account.test.ts.
  'openAccounts',
  // The tip ledger (ADR 088) names a date, never another business's object: every route
  // answers the caller's own business; roles and business in apps/server/test/tips/.
  'distributeTips',
  'readOwnTips',
  'signTips',
  // PUT /api/staff/settings/article-51 (ADR 092) names no object, only the caller's business:
  // the owner-only 403 and the business in apps/server/test/settings/article-51-charges.test.ts.
  'declareArticle51',
];

export function authorizationMatrix(world: World, { ids, splitOrder, tableMate }: GuardedObjects) {
  const order = ids.order;
  const item = { productId: world.cay.id, quantity: 1 };
  const diner = (url: string, payload?: object): Rule => ({
    owner: 'diner',
    call: { url, payload },
  });
  /** A list filtered to the caller's own orders: an intruder gets 200 and an empty list. */
  const dinerList = (url: string): Rule => ({ owner: 'diner', call: { url }, ownList: true });
  const staff = (url: string, payload?: object, also: Intruder[] = []): Rule => ({
    owner: 'staff',
    call: { url, payload },
    also,
  });

  /** Staff roles that a permission of core's STAFF_PERMISSIONS leaves out, on its own business. */
  const withoutPermission = (permission: StaffPermission): Intruder[] =>
    (['owner', 'manager', 'waiter', 'kitchen'] as const)
      .filter((role) => !(STAFF_PERMISSIONS[permission] as readonly string[]).includes(role))
      .map((role) => ({
        who: `${role} of the business (no ${permission})`,
        headers: world.bogaz[role],
      }));

  const withoutId = ({ id: _id, ...rest }: { id: string } & Record<string, unknown>) => rest;

  /** The classification; keys are Fastify's route table entries. */
  const MATRIX: Record<string, Rule> = {
    // The menu and the business's public face: read by anyone who scans a table.
    'GET /api/business/:id': { public: 'business card for the menu' },
    'GET /api/business/:id/data': { public: 'business card for the menu' },
    'GET /api/business/:id/status': { public: 'open or closed, and its opening hours' },
    'GET /api/business/:id/settings': { public: 'ordering settings the menu needs' },
    'GET /api/business/:id/settings/payment/public': { public: 'accepted payment methods' },
    'GET /api/business/:id/tables': { public: 'table names for the QR scanner' },
    'GET /api/businesses/:id': { public: 'business card for the menu' },
    'GET /api/business/:id/categories': { public: 'menu' },
    'GET /api/business/:id/products': { public: 'menu' },
    'GET /api/categories/:id/products': { public: 'menu' },
    'GET /api/products/:id': { public: 'menu' },
    'GET /api/products/business/:businessId': { public: 'menu' },
    'GET /api/campaigns/business/:businessId/public': { public: 'published campaigns' },
    'GET /api/campaigns/business/:businessId/code/:code': {
      public: 'a running campaign by the code its menu advertises (ADR 041)',
    },
    'GET /api/service-charges/business/:businessId/applicable': {
      public: 'charges shown before ordering',
    },
    'GET /api/tables/:tableId': { public: 'the table a QR code names' },
    // The diner app's pages with the menu's first screen drawn in (ADR 062): the menu and the
    // table's name, what the API's public menu routes above already answer.
    'GET /customerapp/menu/:businessId': { public: 'the menu page, first screen drawn in' },
    'GET /customerapp/menu/:businessId/:tableId': {
      public: 'the menu page, first screen drawn in',
    },
    'GET /customerapp/table/:tableId': { public: 'a printed table link, first screen drawn in' },
    'GET /api/tables/qr/:code': { public: 'the table a QR code names' },
    'GET /api/tables/custom-qr/:code': { public: 'the table a QR code names' },
    // A development door (DEV_OUTBOX=true, this machine only, like the outbox): it names a
    // virtual printer's port and ticket, no principal's object; the 404 to any other machine is
    // checked in apps/server/test/printing-twin/dev-printer.test.ts.
    // The tip ledger (ADR 088): `:day` is a date of the caller's own business, no object of
    // another's (each business reads its own day); roles, the waiter's 403 and the business are
    // checked in apps/server/test/tips/tip-ledger.test.ts.
    'PUT /api/staff/tips/:day/hours': { public: "a date of the caller's own business" },
    'POST /api/staff/tips/:day/sign-off': { public: "a date of the caller's own business" },
    'GET /api/staff/tips/:day.csv': { public: "a date of the caller's own business" },
    'GET /api/staff/tips/:day.pdf': { public: "a date of the caller's own business" },
    'GET /api/dev/printer/tickets/:port/:index.png': {
      public: "a virtual printer's ticket, to this machine only",
    },
    'GET /api/tables/:tableId/sessions/active': {
      public:
        "the caller's own session and, anonymised, the sitting the caller is a diner of (ADR 042)",
    },
    // A table's open orders: a signed-in caller gets their own only (docs/decisions/005-order-visibility.md).
    'GET /api/orders/active/:tableId': dinerList(
      `/api/orders/active/${splitOrder.tableId}?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
    ),
    'GET /api/tables/:tableId/orders/active': dinerList(
      `/api/tables/${splitOrder.tableId}/orders/active?businessId=${DEMO_BUSINESS_IDS.bogaz}`,
    ),
    'GET /api/business/:id/orders': dinerList(
      `/api/business/${DEMO_BUSINESS_IDS.bogaz}/orders?tableId=${splitOrder.tableId}`,
    ),
    // One order: its diner (and friends at its table for the bill), never anyone else.
    'GET /api/orders/:orderId': diner(`/api/orders/${order}?businessId=${DEMO_BUSINESS_IDS.bogaz}`),
    'PUT /api/orders/:orderId/items/add': diner(`/api/orders/${order}/items/add`, {
      items: [item],
    }),
    'PUT /api/orders/:orderId/confirm': diner(`/api/orders/${order}/confirm`),
    'PUT /api/orders/:orderId/update-items': diner(`/api/orders/${order}/update-items`, {
      items: [item],
    }),
    'GET /api/orders/:orderId/edit-status': diner(`/api/orders/${order}/edit-status`),
    'POST /api/orders/:orderId/messages': diner(`/api/orders/${order}/messages`, {
      message: 'Merhaba',
    }),
    'GET /api/orders/:orderId/messages': diner(`/api/orders/${order}/messages`),
    'POST /api/orders/:id/waiter/call': diner(`/api/orders/${order}/waiter/call`, {}),
    'POST /api/orders/:id/call': diner(`/api/orders/${order}/call`, {}),
    'POST /api/tables/call-waiter/:id': diner(`/api/tables/call-waiter/${order}`, {}),
    'POST /api/waiters/call/:id': diner(`/api/waiters/call/${order}`, {}),
    'POST /api/orders/:orderId/request-bill': diner(`/api/orders/${order}/request-bill`, {}),
    'PUT /api/orders/:orderId/request-bill': diner(`/api/orders/${order}/request-bill`, {}),
    'POST /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`, {}),
    'PUT /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`, {}),
    'GET /api/orders/:orderId/bill': diner(`/api/orders/${order}/bill`),
    // A diner's online payment (issue 34, ADR 084): who may pay as the bill request; an intent
    // is its diner's (and its business's staff may read it), never anyone else's.
    'POST /api/orders/:orderId/payment-intents': diner(`/api/orders/${order}/payment-intents`, {
      pay: { kind: 'rest' },
      tipPercentage: 0,
      locale: 'tr',
    }),
    'GET /api/payment-intents/:intentId': diner(`/api/payment-intents/${ids.paymentIntent}`),
    'POST /api/payment-intents/:intentId/cancel': diner(
      `/api/payment-intents/${ids.paymentIntent}/cancel`,
    ),
    // A line of the sitting's shared cart (ADR 043): only the phone that added it, not even
    // another diner of the same sitting.
    'PATCH /api/tables/sessions/current/cart/lines/:lineId': {
      owner: 'diner',
      call: {
        url: `/api/tables/sessions/current/cart/lines/${ids.cartLine}`,
        payload: { quantity: 2 },
      },
      also: [{ who: 'another diner of the same sitting', headers: tableMate }],
    },
    'DELETE /api/tables/sessions/current/cart/lines/:lineId': {
      owner: 'diner',
      call: { url: `/api/tables/sessions/current/cart/lines/${ids.cartLine}` },
      also: [{ who: 'another diner of the same sitting', headers: tableMate }],
    },
    // The business's staff, and for money and cancelling only the roles that may (core STAFF_PERMISSIONS).
    'GET /api/staff/orders/:id': staff(`/api/staff/orders/${order}`),
    'PATCH /api/staff/orders/:id/status': staff(
      `/api/staff/orders/${order}/status`,
      { status: 'cancelled', reason: 'Deneme' },
      withoutPermission('cancelOrders'),
    ),
    'PATCH /api/staff/orders/:id/items/:itemId/status': staff(
      `/api/staff/orders/${order}/items/${ids.item}/status`,
      { status: 'cancelled' },
      withoutPermission('cancelOrders'),
    ),
    'POST /api/staff/orders/:id/items/:itemId/void': staff(
      `/api/staff/orders/${order}/items/${ids.item}/void`,
      { kind: 'wasted', quantity: 1, expectedQuantity: 1, reason: 'Deneme' },
      withoutPermission('cancelOrders'),
    ),
    'POST /api/staff/orders/:id/items/:itemId/ikram': staff(
      `/api/staff/orders/${order}/items/${ids.item}/ikram`,
      { quantity: 1, expectedQuantity: 1, reason: 'Deneme' },
      withoutPermission('cancelOrders'),
    ),
    'POST /api/staff/orders/:id/payments': staff(
      `/api/staff/orders/${order}/payments`,
      { method: 'cash' },
      withoutPermission('takePayments'),
    ),
    // Issue 34: a refund of another business's payment is 404; a waiter's or the kitchen's 403.
    'POST /api/staff/payments/:paymentId/refunds': staff(
      `/api/staff/payments/${ids.payment}/refunds`,
      { items: [], charges: [], shares: [], tip: true, reason: 'Yanlış ödeme' },
      withoutPermission('refundPayments'),
    ),
    // Issue 33: printing an order's tickets again and a table's pre-bill. The intruder's 404 or
    // 403 comes before any printer is looked for (an owner with no printer gets 409).
    'POST /api/staff/orders/:orderId/reprint': staff(`/api/staff/orders/${order}/reprint`),
    'POST /api/staff/tables/:tableId/prebill': staff(
      `/api/staff/tables/${splitOrder.tableId}/prebill`,
      undefined,
      withoutPermission('takePayments'),
    ),
    'PATCH /api/staff/orders/:id/party': staff(
      `/api/staff/orders/${order}/party`,
      { personCount: 2 },
      withoutPermission('takePayments'),
    ),
    // Staff discounts (issue 32 §2, ADR 074); removing one is an owner's or manager's.
    'POST /api/staff/orders/:id/discounts': staff(
      `/api/staff/orders/${order}/discounts`,
      { kind: 'percent', value: 10, reason: 'Müdavim', expectedTotal: 0 },
      withoutPermission('giveDiscounts'),
    ),
    'DELETE /api/staff/orders/:id/discounts/:discountId': staff(
      `/api/staff/orders/${order}/discounts/${'d'.repeat(24)}?expectedTotal=0`,
      undefined,
      withoutPermission('removeDiscounts'),
    ),
    // Walk-outs (issue 32 item 4, ADR 076): owners, managers, waiters with approval.
    'POST /api/staff/orders/:id/walkout': staff(
      `/api/staff/orders/${order}/walkout`,
      { reason: 'Ödemeden ayrıldı', expectedLeft: 0 },
      withoutPermission('takePayments'),
    ),
    'POST /api/staff/tables/:tableId/walkout': staff(
      `/api/staff/tables/${splitOrder.tableId}/walkout`,
      { reason: 'Ödemeden ayrıldı', expectedLeft: 0 },
      withoutPermission('takePayments'),
    ),
    'POST /api/staff/tables/:tableId/open-account': staff(
      `/api/staff/tables/${splitOrder.tableId}/open-account`,
      { customerName: 'Ahmet Yılmaz', expectedLeft: 0 },
      withoutPermission('takePayments'),
    ),
    'POST /api/staff/orders/:id/messages': staff(
      `/api/staff/orders/${order}/messages`,
      { message: 'Merhaba' },
      withoutPermission('answerRequests'),
    ),
    'PATCH /api/staff/bill-requests/:id': staff(
      `/api/staff/bill-requests/${ids.billRequest}`,
      { status: 'acknowledged' },
      withoutPermission('answerRequests'),
    ),
    'PATCH /api/staff/split-requests/:id': staff(
      `/api/staff/split-requests/${ids.splitRequest}`,
      { status: 'approved' },
      withoutPermission('takePayments'),
    ),
    'PATCH /api/staff/waiter-calls/:id': staff(
      `/api/staff/waiter-calls/${ids.waiterCall}`,
      { status: 'resolved' },
      withoutPermission('answerRequests'),
    ),
    // The table's QR code and clearing it: the business's staff; re-issuing, owners and managers.
    'POST /api/staff/tables/:tableId/access-token': staff(
      `/api/staff/tables/${splitOrder.tableId}/access-token`,
      undefined,
      (['waiter', 'kitchen'] as const).map((role) => ({
        who: `${role} of the business (owners and managers re-issue codes)`,
        headers: world.bogaz[role],
      })),
    ),
    'POST /api/staff/tables/:tableId/clear': staff(
      `/api/staff/tables/${splitOrder.tableId}/clear`,
      undefined,
      withoutPermission('runFloor'),
    ),
    // A party moved to another table (issue 32 §3, ADR 075): the floor's roles, own business.
    'POST /api/staff/tables/:tableId/move': staff(
      `/api/staff/tables/${splitOrder.tableId}/move`,
      { toTableId: DEMO_TABLE_IDS.bogaz[9] },
      withoutPermission('runFloor'),
    ),
    'POST /api/staff/orders/:id/lines/move': staff(
      `/api/staff/orders/${order}/lines/move`,
      {
        toTableId: DEMO_TABLE_IDS.bogaz[9],
        lines: [{ itemId: ids.item, quantity: 1, expectedQuantity: 1 }],
      },
      withoutPermission('runFloor'),
    ),
    // A second bill on one table, "Ayrı hesap" (issue 32 §3, ADR 078): the floor's roles.
    'POST /api/staff/tables/:tableId/bills': staff(
      `/api/staff/tables/${splitOrder.tableId}/bills`,
      { orderId: order, lines: [{ itemId: ids.item, quantity: 1, expectedQuantity: 1 }] },
      withoutPermission('runFloor'),
    ),
    'POST /api/staff/tables/:tableId/merge': staff(
      `/api/staff/tables/${splitOrder.tableId}/merge`,
      { intoTableId: DEMO_TABLE_IDS.bogaz[9] },
      withoutPermission('runFloor'),
    ),
    // The order terminal (issue 31, ADR 070): owners, managers and waiters take a table's order
    // and fire its held courses; the kitchen, other businesses and diners are refused.
    'POST /api/staff/tables/:tableId/orders': staff(
      `/api/staff/tables/${splitOrder.tableId}/orders`,
      { items: [{ productId: world.cay.id, quantity: 1, selectedOptions: { Boy: 'Normal' } }] },
      withoutPermission('takeOrders'),
    ),
    'POST /api/staff/tables/:tableId/courses/:course/fire': staff(
      `/api/staff/tables/${splitOrder.tableId}/courses/main/fire`,
      undefined,
      withoutPermission('takeOrders'),
    ),
    // Gün sonu (issue 32 §6, ADR 077): owners and managers read and close their own day.
    'GET /api/staff/days/:id': staff(
      `/api/staff/days/${ids.day}`,
      undefined,
      withoutPermission('runDay'),
    ),
    'POST /api/staff/days/:id/close': staff(
      `/api/staff/days/${ids.day}/close`,
      { countedCash: 0 },
      withoutPermission('runDay'),
    ),
    // The fiscal bridge (issue 35 §4, ADR 093): those who take payments type a fiş number of
    // their own business; owners and managers type the Z report and read the reconciliation.
    'POST /api/staff/fiscal-requests/:id/complete': staff(
      `/api/staff/fiscal-requests/${ids.fiscalRequest}/complete`,
      { printed: true },
      withoutPermission('takePayments'),
    ),
    'GET /api/staff/days/:id/reconciliation': staff(
      `/api/staff/days/${ids.day}/reconciliation`,
      undefined,
      withoutPermission('runDay'),
    ),
    'PUT /api/staff/days/:id/z-report': staff(
      `/api/staff/days/${ids.day}/z-report`,
      { zNumber: '1', byVatRate: [], byMethod: [] },
      withoutPermission('runDay'),
    ),
    // The back office (issue 17): the sold-out switch, every role of the business; tables,
    // owners and managers. The payloads change nothing a seeded row does not already hold.
    'PATCH /api/staff/products/:id': staff(
      `/api/staff/products/${world.cay.id}`,
      { isAvailable: true },
      withoutPermission('setAvailability'),
    ),
    'PATCH /api/staff/tables/:tableId': staff(
      `/api/staff/tables/${splitOrder.tableId}`,
      { active: true },
      withoutPermission('manageTables'),
    ),
    // The menu editor (issue 17 §1): owners and managers. The category and product bodies are
    // what Çay already holds; the photo route answers 404 for another business before it reads
    // an upload.
    'PATCH /api/staff/categories/:id': staff(
      `/api/staff/categories/${world.cay.categoryId}`,
      { active: true },
      withoutPermission('editMenu'),
    ),
    'PUT /api/staff/products/:id': staff(
      `/api/staff/products/${world.cay.id}`,
      {
        categoryId: world.cay.categoryId,
        name: world.cay.name,
        description: world.cay.description,
        price: world.cay.price,
        vatRate: world.cay.vatRate,
        discountPercentage: world.cay.discountPercentage,
      },
      withoutPermission('editMenu'),
    ),
    'DELETE /api/staff/products/:id': staff(
      `/api/staff/products/${world.cay.id}`,
      undefined,
      withoutPermission('editMenu'),
    ),
    'POST /api/staff/products/:id/photo': staff(
      `/api/staff/products/${world.cay.id}/photo`,
      undefined,
      withoutPermission('editMenu'),
    ),
    // The price history (issue 35 §3, ADR 089): owners and managers read a product's.
    'GET /api/staff/products/:id/price-changes': staff(
      `/api/staff/products/${world.cay.id}/price-changes`,
      undefined,
      withoutPermission('editMenu'),
    ),
    // Staff accounts: owners and managers deactivate; the kitchen may not (a waiter targeting
    // itself is a 400, so the target is the waiter and the intruder the kitchen).
    'POST /api/staff/members/:staffId/deactivate': staff(
      `/api/staff/members/${world.staffIds.bogaz.waiter}/deactivate`,
      undefined,
      [{ who: 'kitchen of the business', headers: world.bogaz.kitchen }],
    ),
    // People (ADR 031): owners and managers; the role sent is the one the waiter already has.
    'PATCH /api/staff/members/:staffId': staff(
      `/api/staff/members/${world.staffIds.bogaz.waiter}`,
      { role: 'waiter' },
      withoutPermission('manageStaff'),
    ),
    'POST /api/staff/members/:staffId/password-link': staff(
      `/api/staff/members/${world.staffIds.bogaz.kitchen}/password-link`,
      undefined,
      withoutPermission('manageStaff'),
    ),
    // Service settings (issue 17 §4, ADR 034): owners and managers; the payload restates the
    // seeded row, so the owner's own call changes nothing.
    'PUT /api/staff/settings/service-charges/:id': staff(
      `/api/staff/settings/service-charges/${world.seededSettings.charge.id}`,
      withoutId(world.seededSettings.charge),
      withoutPermission('manageSettings'),
    ),
    'PUT /api/staff/settings/campaigns/:id': staff(
      `/api/staff/settings/campaigns/${world.seededSettings.campaign.id}`,
      withoutId(world.seededSettings.campaign),
      withoutPermission('manageSettings'),
    ),
    // Printers (issue 33, contract 5): owners and managers of the printer's business.
    'PATCH /api/staff/printers/:printerId': staff(
      `/api/staff/printers/${ids.printer}`,
      { name: 'Mutfak yazıcısı' },
      withoutPermission('manageSettings'),
    ),
    // An intruder's test page must not reach the printer (the owner's would: it is not called).
    'POST /api/staff/printers/:printerId/test': staff(
      `/api/staff/printers/${ids.printer}/test`,
      undefined,
      withoutPermission('manageSettings'),
    ),
    'DELETE /api/staff/printers/:printerId': staff(
      `/api/staff/printers/${ids.printer}`,
      undefined,
      withoutPermission('manageSettings'),
    ),
  };

  const intrudersOf = (rule: Exclude<Rule, { public: string }>): Intruder[] =>
    rule.owner === 'diner'
      ? [
          { who: 'another customer', headers: world.otherCustomer },
          { who: 'a diner of another table', headers: world.otherTableDiner },
          { who: "last week's diner of this table (sitting ended)", headers: world.lastWeekDiner },
          ...(['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
            who: `${role} of another business`,
            headers: world.ege[role],
          })),
          ...(rule.also ?? []),
        ]
      : [
          { who: "the order's own customer", headers: world.customer },
          { who: 'another customer', headers: world.otherCustomer },
          ...(['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
            who: `${role} of another business`,
            headers: world.ege[role],
          })),
          ...(rule.also ?? []),
        ];

  /**
   * Ids in the query string or headers, by `METHOD /path?name` of the OpenAPI document: public,
   * the same object as the route's path parameter (checked above), or a call an intruder makes
   * with the owner's id, whose answer must hold nothing of it.
   */
  const bogaz = DEMO_BUSINESS_IDS.bogaz;
  const otherBusinessStaff = (['owner', 'manager', 'waiter', 'kitchen'] as const).map((role) => ({
    who: `${role} of another business`,
    headers: world.ege[role],
  }));
  const QUERY_IDS: Record<string, QueryRule> = {
    'GET /api/tables?business': { public: 'tables of a business, for the menu' },
    'GET /api/tables?businessId': { public: 'tables of a business, for the menu' },
    'GET /api/tables?x-business-id': { public: 'tables of a business, for the menu' },
    'GET /api/tables?x-table-id': { public: 'the table a QR code names' },
    'GET /api/tables/{tableId}?business': { withPath: true },
    'GET /api/tables/{tableId}?businessId': { withPath: true },
    'GET /api/tables/{tableId}?x-business-id': { withPath: true },
    'GET /api/tables/{tableId}?x-table-id': { withPath: true },
    'GET /api/products?business': { public: 'menu' },
    'GET /api/reviews?business': { public: 'published reviews' },
    'GET /api/reviews?businessId': { public: 'published reviews' },
    'GET /api/reviews?product': { public: 'published reviews' },
    'GET /api/reviews?productId': { public: 'published reviews' },
    'GET /api/service-charges/business/{businessId}/applicable?tableId': { public: 'charges' },
    'GET /api/orders/{orderId}?businessId': { withPath: true },
    'GET /api/orders/active/{tableId}?businessId': { withPath: true },
    'GET /api/orders/active/{tableId}?x-business-id': { withPath: true },
    'GET /api/orders/active/{tableId}?x-table-id': { withPath: true },
    'GET /api/tables/{tableId}/orders/active?businessId': { withPath: true },
    'GET /api/tables/{tableId}/orders/active?x-business-id': { withPath: true },
    'GET /api/tables/{tableId}/orders/active?x-table-id': { withPath: true },
    'GET /api/business/{id}/orders?tableId': { withPath: true },
    'GET /api/business/{id}/orders?x-business-id': { withPath: true },
    'GET /api/business/{id}/orders?x-table-id': { withPath: true },
    'GET /api/orders/user?userId': {
      call: `/api/orders/user?userId=${world.userId}`,
      by: [
        { who: 'another customer', headers: world.otherCustomer },
        { who: 'a diner of another table', headers: world.otherTableDiner },
      ],
    },
    'GET /api/orders/user?businessId': {
      call: `/api/orders/user?businessId=${bogaz}`,
      by: [{ who: 'another customer', headers: world.otherCustomer }],
    },
    'GET /api/orders/active?businessId': {
      call: `/api/orders/active?businessId=${bogaz}&tableId=${splitOrder.tableId}`,
      by: [
        { who: 'another customer', headers: world.otherCustomer },
        { who: 'a diner of another table', headers: world.otherTableDiner },
      ],
    },
    'GET /api/orders/active?tableId': {
      call: `/api/orders/active?businessId=${bogaz}&tableId=${splitOrder.tableId}`,
      by: [
        { who: 'a diner of another table', headers: world.otherTableDiner },
        { who: "last week's diner of this table (sitting ended)", headers: world.lastWeekDiner },
      ],
    },
    'GET /api/orders/active?x-business-id': { public: 'same lookup as ?businessId, checked there' },
    'GET /api/orders/active?x-table-id': { public: 'same lookup as ?tableId, checked there' },
    'GET /api/staff/orders?tableId': {
      call: `/api/staff/orders?tableId=${splitOrder.tableId}`,
      by: otherBusinessStaff,
    },
    'GET /api/staff/fiscal-requests?tableId': {
      call: `/api/staff/fiscal-requests?tableId=${splitOrder.tableId}`,
      by: otherBusinessStaff,
    },
    'GET /api/staff/messages?orderId': {
      call: `/api/staff/messages?orderId=${order}`,
      by: otherBusinessStaff,
    },
  };

  return { MATRIX, QUERY_IDS, intrudersOf };
}
