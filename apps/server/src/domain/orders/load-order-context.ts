import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { OpeningHours } from '@masa/core/hours/opening-hours.schemas';
import { maxPartyAtTable } from '@masa/core/orders/order-limits';
import { partyTooLarge } from '@masa/core/orders/order.schemas';
import type { BusinessSettings } from '../../db/schema/json-types.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { refuseWhilePaused } from '../back-office/ordering-paused.ts';
import { refuseWhileClosed } from '../businesses/refuse-while-closed.ts';
import type { OrderCampaign } from './apply-order-campaign.ts';
import { notAtTable, tableTokenMatches } from '../tables/table-presence.ts';
import { sessionKeyHash } from '../table-sessions/session-key.ts';
import { idleSince, sittingLiveSql } from '../table-sessions/session-liveness.ts';
import { sittingPartySql } from '../table-sessions/sitting-party-size.ts';
import { chargeAllowedSql } from '../menu/charge-allowed-sql.ts';
import type { ServiceChargeDefinition } from '../menu/service-charge-applies.ts';
import type { CartProduct } from './load-cart-products.ts';

export type OrderBusiness = { id: string; name: string; settings: BusinessSettings };
export type OrderTable = { id: string; name: string; number: number; type: string; seats: number };
export type OrderUser = { name: string; email: string | null; phone: string | null };

/** The row ORDER_CONTEXT_SQL answers. */
export type ContextRow = {
  businessId: string | null;
  businessName: string;
  businessActive: boolean;
  settings: BusinessSettings;
  openingHours: OpeningHours | null;
  tableId: string | null;
  tableBusinessId: string;
  tableName: string;
  tableNumber: number;
  tableType: string;
  seats: number;
  tableActive: boolean;
  accessToken: string;
  sessionId: string | null;
  sessionTableId: string | null;
  sessionLive: boolean | null;
  dinerId: string | null;
  tableSessionId: string | null;
  tableSessionLive: boolean | null;
  sessionParty: number | null;
  tableSessionParty: number | null;
  userId: string | null;
  userName: string;
  email: string | null;
  phone: string | null;
  /** With where each is made and what it contains: the kitchen tickets (issue 33). */
  products: (CartProduct & { categoryActive: boolean; station: string; allergens: Allergen[] })[];
  charges: ServiceChargeDefinition[];
  campaign: OrderCampaign | null;
  pendingOrders: number;
  /** The stations the business's printers serve: nothing else gets a ticket laid out. */
  printedStations: string[];
};

/**
 * The table's current sitting asked only when it is not the key's: a diner's phone sends the
 * key of the very sitting the table has, and both questions walk that sitting's orders (a CASE
 * evaluates only the branch it takes; ADR 114). Null then; the caller reads the key's answers.
 */
const unlessKeys = (question: string) =>
  `case when cs.id is distinct from s.id then ${question} end`;

/**
 * The key's sitting asked only when the request's key named one. Without it (a printed code)
 * `s.id` is null, and PostgreSQL still ran both questions, each walking orders for no sitting:
 * where one sitting holds most of the orders (the bench's table), by a sequential scan of them
 * all, on every order (ADR 119).
 */
const ifKeyed = (question: string) => `case when s.id is not null then ${question} end`;

// Everything a new order reads, in one round trip (left joins: a missing row comes back null).
export const ORDER_CONTEXT_SQL = `select b.id as "businessId", b.name as "businessName", b.active as "businessActive", b.settings,
  b.opening_hours as "openingHours",
  t.id as "tableId", t.business_id as "tableBusinessId", t.name as "tableName", t.number as "tableNumber",
  t.type as "tableType", t.seats, t.active as "tableActive", t.access_token as "accessToken",
  s.id as "sessionId", d.id as "dinerId", s.table_id as "sessionTableId", ${ifKeyed(sittingLiveSql('s', '$6'))} as "sessionLive",
  cs.id as "tableSessionId", ${unlessKeys(sittingLiveSql('cs', '$6'))} as "tableSessionLive",
  ${ifKeyed(sittingPartySql('s'))} as "sessionParty", ${unlessKeys(sittingPartySql('cs'))} as "tableSessionParty",
  u.id as "userId", u.name as "userName", u.email, u.phone,
  (select coalesce(json_agg(json_build_object('id', p.id, 'businessId', p.business_id,
      'categoryId', p.category_id, 'name', p.name, 'nameEn', p.name_en, 'description', p.description, 'price', p.price,
      'vatRate', p.vat_rate, 'alcoholic', p.alcoholic, 'isAvailable', p.is_available, 'active', p.active, 'imageUrl', p.image_url,
      'images', p.images, 'discountPercentage', p.discount_percentage, 'options', p.options,
      'extras', p.extras, 'preparationTime', p.preparation_time,
      'categoryActive', c.active, 'station', c.station, 'allergens', p.allergens)), '[]'::json)
    from products p join categories c on c.id = p.category_id
    where p.id = any($4::text[])) as products,
  (select coalesce(json_agg(json_build_object('id', s.id, 'type', s.type, 'name', s.name,
      'nameEn', s.name_en, 'description', s.description, 'descriptionEn', s.description_en, 'calculation', s.calculation, 'value', s.value,
      'vatRate', s.vat_rate, 'applyOn', s.apply_on, 'customerTypes', s.customer_types,
      'conditions', s.conditions, 'display', s.display, 'includedItems', s.included_items)
      order by s.sort_order, s.created_at, s.id), '[]'::json)
    from service_charges s where s.business_id = $1 and s.active and ${chargeAllowedSql('s', 'b')}) as charges,
  (select json_build_object('id', c.id, 'title', c.title, 'titleEn', c.title_en, 'campaignCode', c.campaign_code,
      'discountType', c.discount_type, 'discountValue', c.discount_value,
      'minOrderAmount', c.min_order_amount, 'active', c.active, 'startDate', c.start_date,
      'endDate', c.end_date)
    from campaigns c where c.business_id = $1 and c.campaign_code = $7) as campaign,
  (select count(*)::int from (select 1 from orders o where o.table_id = $2 and o.status = 'pending'
    and not o.is_paid and not o.is_cancelled limit $8) as waiting) as "pendingOrders",
  (select coalesce(array_agg(distinct st), '{}') from printers pr cross join unnest(pr.stations) as st
    where pr.business_id = $1 and pr.archived_at is null) as "printedStations"
  from (select 1) as one
  left join businesses b on b.id = $1
  left join tables t on t.id = $2
  left join users u on u.id = $3
  left join table_session_diners d on d.key_hash = $5
  left join table_sessions s on s.id = d.table_session_id
  left join table_sessions cs on cs.table_id = $2 and cs.status = 'active'`;

/** 409: the table's orders waiting for the staff reached the cap (issue 28, ADR 053). */
export const tooManyPendingOrders = (cap: number) =>
  refuse(409, 'TOO_MANY_PENDING_ORDERS', { max: cap });

export type OrderContext = Awaited<ReturnType<typeof loadOrderContext>>;

/**
 * What placing an order reads, checked: the business exists, takes orders and is within its
 * opening hours (issue 20), the table is the business's, the diner is at it (a key of its
 * current sitting, which the order joins, ADR 042; or its printed code's access token,
 * ADR 015, and then the order joins the table's current sitting, issue 28) and it is in service,
 * the party is at most twice its seats (more than its seats may order, ADR 065), the signed-in
 * user still exists, the table has fewer than `pendingOrdersCap` orders waiting for the staff to accept them (issue 28);
 * plus the cart's products (whatever their business, so a foreign one is refused as foreign), the
 * business's active service-charge definitions and the campaign whose code the diner typed (null
 * when none or unknown; the caller checks it).
 */
export async function loadOrderContext({
  db,
  businessId,
  tableId,
  userId,
  personCount,
  productIds,
  tableToken,
  sessionKey,
  campaignCode,
  pendingOrdersCap,
  now,
}: {
  db: DbOrTx;
  /** The X-Table-Session-Key the diner's request carries (ADR 042). */
  sessionKey: string | null;
  businessId: string;
  tableId: string;
  /** The access token the diner's request carries (ADR 015). */
  tableToken: string | null;
  userId: string;
  personCount: number;
  productIds: string[];
  /** As typed, normalised by the request schema; undefined without one. */
  campaignCode: string | undefined;
  /** The config's pendingOrdersPerTable (ADR 053). */
  pendingOrdersCap: number;
  now: Date;
}) {
  const [row] = await rawQuery<ContextRow>(db, 'order_context', ORDER_CONTEXT_SQL, [
    businessId,
    tableId,
    userId,
    [...new Set(productIds)],
    sessionKeyHash(sessionKey),
    idleSince(now),
    campaignCode ?? null,
    pendingOrdersCap,
  ]);
  if (!row?.businessId) throw refuse(404, 'BUSINESS_NOT_FOUND');
  if (!row.businessActive) throw refuse(409, 'BUSINESS_INACTIVE');
  refuseWhilePaused(row.settings);
  refuseWhileClosed({ name: row.businessName, openingHours: row.openingHours, now });
  if (!row.tableId) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
  if (row.tableBusinessId !== businessId) {
    throw refuse(400, 'TABLE_NOT_IN_BUSINESS');
  }
  const ofTable = row.sessionId !== null && row.sessionTableId === tableId;
  const sitting = ofTable && row.sessionLive ? row.sessionId : null;
  if (!sitting && !tableTokenMatches(row.accessToken, tableToken)) {
    if (ofTable) throw refuse(403, 'TABLE_SESSION_ENDED');
    throw notAtTable();
  }
  if (!row.tableActive) throw refuse(409, 'TABLE_INACTIVE');
  // NOTE: a party may outgrow its table; the staff see it flagged
  // (docs/decisions/065-party-larger-than-its-table.md).
  const most = maxPartyAtTable(row.seats);
  if (personCount > most) {
    throw new AppError(400, 'TABLE_CAPACITY_EXCEEDED', partyTooLarge(row.seats, most));
  }
  if (!row.userId) throw refuse(401, 'USER_NOT_FOUND.userNotFound');
  // NOTE: checked again by the write, insertNewOrder (docs/decisions/053-diner-floods.md).
  if (row.pendingOrders >= pendingOrdersCap) throw tooManyPendingOrders(pendingOrdersCap);
  return {
    business: {
      id: row.businessId,
      name: row.businessName,
      settings: row.settings,
    } as OrderBusiness,
    table: {
      id: row.tableId,
      name: row.tableName,
      number: row.tableNumber,
      type: row.tableType,
      seats: row.seats,
    } as OrderTable,
    user: { name: row.userName, email: row.email, phone: row.phone } as OrderUser,
    products: new Map<string, CartProduct>(row.products.map((p) => [p.id, p])),
    activeCategoryIds: new Set(
      row.products.filter((p) => p.categoryActive).map((p) => p.categoryId),
    ),
    /** Each product's station and allergens, for the order's station tickets (issue 33). */
    kitchen: new Map(
      row.products.map((p) => [p.id, { station: p.station, allergens: p.allergens }]),
    ),
    /** The stations a printer serves: the order's tickets are laid out for those only. */
    printedStations: new Set(row.printedStations),
    charges: row.charges,
    /**
     * The sitting the order joins: the key's (ADR 042), else, placed with the printed code, the
     * table's current one (issue 28). Null when the table has none: createOrder starts one.
     */
    sessionId: sitting ?? (row.tableSessionLive ? row.tableSessionId : null),
    /**
     * That sitting's party once it has an order (its first order's count), else null: this
     * order is the sitting's first and carries its per-person charges (ADR 054).
     */
    sittingParty: sitting ? row.sessionParty : row.tableSessionLive ? row.tableSessionParty : null,
    /** The diner whose key placed it: its lines are theirs (ADR 043). */
    dinerId: sitting ? row.dinerId : null,
    campaign: row.campaign,
  };
}
