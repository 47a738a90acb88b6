import {
  TABLE_SESSION_KEY_HEADER,
  tableSessionKeySchema,
} from '@masa/core/tables/table-session.schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findTableActiveOrders } from '../../domain/live-orders/find-table-active-orders.ts';
import { findCallerSitting } from '../../domain/table-sessions/caller-sitting.ts';
import {
  findSittingDiner,
  requireSittingAt,
} from '../../domain/table-sessions/find-sitting-diner.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { refuse } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { businessIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { languageOf, type RequestLanguage } from '../../i18n/request-language.ts';
import { say, said } from '../../i18n/say.ts';

export const tableHeaders = z.looseObject({
  'x-customer-access': z
    .string()
    .optional()
    .describe('Any non-empty value, e.g. "true": anonymous access to a table (001 §6).'),
  'x-business-id': businessIdSchema.optional(),
  'x-table-id': tableIdSchema().optional(),
  [TABLE_SESSION_KEY_HEADER]: tableSessionKeySchema,
});
export const activeDescription =
  "A signed-in customer gets their own open orders (neither paid nor cancelled), newest first; as a diner of the table's current sitting (its key in X-Table-Session-Key, or an order of their own in it; ADR 042) also the sitting's other open orders. Without a token, `X-Customer-Access` with `X-Business-Id`, `X-Table-Id` and that key gives the sitting's open orders (what the table live-order panel shows); without a key of the table 403 TABLE_SESSION_REQUIRED, with the key of a sitting of that table that is over 403 TABLE_SESSION_ENDED (signed in too: the phone should scan again). The printed code alone (X-Table-Token) shows nothing: it only joins. Orders that are not the caller's come with the customer's identity removed: customer.name 'Misafir', no user id, e-mail or phone, no payments. None found answers an empty list with the message 'Aktif sipariş bulunamadı.'.";

export type ActiveLookup = {
  kind: 'customer' | 'table';
  userId?: string;
  businessId: string | undefined;
  tableId: string | undefined;
  /** The caller's key to a table's sitting (ADR 042). */
  sessionKey: string | null;
  /** The language the answer's message is said in. */
  language: RequestLanguage;
};

/** The caller, business and table of an active-order lookup, from the token or the headers. */
export function activeLookup(
  request: FastifyRequest,
  named: { businessId?: string | undefined; tableId?: string | undefined },
): ActiveLookup {
  const headers = request.headers as z.infer<typeof tableHeaders>;
  const headerBusiness = headers['x-business-id'];
  const headerTable = headers['x-table-id'];
  const sessionKey = requestSessionKey(request);
  const language = languageOf(request);
  if (request.principal?.kind === 'customer') {
    return {
      kind: 'customer',
      userId: request.principal.userId,
      businessId: named.businessId ?? headerBusiness,
      tableId: named.tableId ?? headerTable,
      sessionKey,
      language,
    };
  }
  if (!headerBusiness || !headerTable) throw refuse(400, 'TABLE_ACCESS_HEADERS_MISSING');
  // An anonymous diner reaches only the table its headers name.
  if (
    (named.tableId && named.tableId !== headerTable) ||
    (named.businessId && named.businessId !== headerBusiness)
  ) {
    throw refuse(404, 'TABLE_NOT_FOUND.tableNotFound');
  }
  return { kind: 'table', businessId: headerBusiness, tableId: headerTable, sessionKey, language };
}

export async function answerActive(db: Db, lookup: ActiveLookup, now: Date) {
  const { businessId, tableId } = lookup;
  let list;
  if (lookup.kind === 'table') {
    const { session } = await requireSittingAt({
      db,
      key: lookup.sessionKey,
      tableId: tableId ?? '',
      now,
    });
    const viewer = { kind: 'table' as const, sittingId: session.id };
    list = await findTableActiveOrders({ db, viewer, businessId, tableId, now });
  } else {
    const userId = lookup.userId!;
    // A key of this table's sitting that is over: the phone is told, so it asks for a new scan.
    const keyed = await findSittingDiner({ db, key: lookup.sessionKey, now });
    if (keyed && !keyed.live && keyed.session.tableId === tableId)
      throw refuse(403, 'TABLE_SESSION_ENDED');
    const sitting = tableId
      ? await findCallerSitting({ db, key: lookup.sessionKey, userId, tableId, now })
      : null;
    const viewer = { kind: 'customer' as const, userId, sittingId: sitting?.id };
    list = await findTableActiveOrders({ db, viewer, businessId, tableId, now });
  }
  return list.length === 0
    ? ok(list, say(lookup.language, said('answer.liveOrder.noActiveOrder')))
    : ok(list);
}
