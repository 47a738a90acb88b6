import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  findTableActiveOrders,
  type ActiveOrdersViewer,
} from '../../domain/live-orders/find-table-active-orders.ts';
import { LIVE_ORDER_MESSAGES as M } from '../../domain/live-orders/live-order-messages.ts';
import {
  holdsTableToken,
  notAtTable,
  requestTableToken,
  TABLE_TOKEN_HEADER,
  tableTokenHeaderSchema,
} from '../../domain/tables/table-presence.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { businessIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';

export const tableHeaders = z.looseObject({
  'x-customer-access': z
    .string()
    .optional()
    .describe('Any non-empty value, e.g. "true": anonymous access to a table (001 §6).'),
  'x-business-id': businessIdSchema.optional(),
  'x-table-id': tableIdSchema().optional(),
  [TABLE_TOKEN_HEADER]: tableTokenHeaderSchema,
});
export const activeDescription =
  "A signed-in customer gets their own open orders (neither paid nor cancelled), newest first. Without a token, `X-Customer-Access` with `X-Business-Id`, `X-Table-Id` and the table's access token in `X-Table-Token` (ADR 015; without it 403 TABLE_TOKEN_REQUIRED) gives every open order at that table (what the table live-order panel shows) with the customer's identity removed: customer.name 'Misafir', no user id, e-mail or phone. None found answers an empty list with the message 'Aktif sipariş bulunamadı.'.";

/** The viewer, business and table of an active-order lookup, from the token or the headers. */
export function activeLookup(
  request: FastifyRequest,
  named: { businessId?: string | undefined; tableId?: string | undefined },
): ActiveLookup {
  const headers = request.headers as z.infer<typeof tableHeaders>;
  const headerBusiness = headers['x-business-id'];
  const headerTable = headers['x-table-id'];
  if (request.principal?.kind === 'customer') {
    return {
      viewer: { kind: 'customer', userId: request.principal.userId },
      businessId: named.businessId ?? headerBusiness,
      tableId: named.tableId ?? headerTable,
    };
  }
  if (!headerBusiness || !headerTable)
    throw badRequest(M.tableHeadersMissing, 'TABLE_ACCESS_HEADERS_MISSING');
  // An anonymous diner reaches only the table its headers name.
  if (
    (named.tableId && named.tableId !== headerTable) ||
    (named.businessId && named.businessId !== headerBusiness)
  ) {
    throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
  }
  return {
    viewer: { kind: 'table' },
    businessId: headerBusiness,
    tableId: headerTable,
    tableToken: requestTableToken(request),
  };
}

export type ActiveLookup = {
  viewer: ActiveOrdersViewer;
  businessId: string | undefined;
  tableId: string | undefined;
  /** An anonymous viewer's proof of being at the table (ADR 015). */
  tableToken?: string | null;
};

export async function answerActive(db: Db, { tableToken, ...lookup }: ActiveLookup) {
  if (
    lookup.viewer.kind === 'table' &&
    !(await holdsTableToken(db, lookup.tableId ?? '', tableToken))
  ) {
    throw notAtTable();
  }
  const list = await findTableActiveOrders({ db, ...lookup });
  return list.length === 0 ? ok(list, M.noActiveOrder) : ok(list);
}
