import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { tableTokenMatches } from '../tables/table-presence.ts';
import { sessionKeyHash } from './session-key.ts';
import { idleSince, sittingLiveSql } from './session-liveness.ts';

/**
 * SQL: the party of the sitting `alias` once it has an order, its first order's person count
 * (what the diner said, or what the staff corrected it to), else null. A per-person charge is
 * priced on that first order only (docs/decisions/054-paid-before-served.md).
 */
export const sittingPartySql = (alias: string) =>
  `(select o.person_count from orders o where o.table_session_id = ${alias}.id
    and not o.is_cancelled order by o.created_at, o.id limit 1)`;

const PARTY_SQL = `select t.access_token as "accessToken", s.table_id as "sessionTableId",
  ${sittingLiveSql('s', '$3')} as "sessionLive", ${sittingPartySql('s')} as "sessionParty",
  ${sittingLiveSql('cs', '$3')} as "tableSessionLive", ${sittingPartySql('cs')} as "tableSessionParty"
  from tables t
  left join table_session_diners d on d.key_hash = $2
  left join table_sessions s on s.id = d.table_session_id
  left join table_sessions cs on cs.table_id = t.id and cs.status = 'active'
  where t.id = $1`;

type PartyRow = {
  accessToken: string;
  sessionTableId: string | null;
  sessionLive: boolean | null;
  sessionParty: number | null;
  tableSessionLive: boolean | null;
  tableSessionParty: number | null;
};

/**
 * The party of the sitting a new order at `tableId` would join (as loadOrderContext picks it:
 * the key's live sitting of that table, else, with the table's token, its current live one),
 * or null when that order would be the sitting's first, or the caller is not at the table.
 */
export async function findSittingParty({
  db,
  tableId,
  sessionKey,
  tableToken,
  now,
}: {
  db: DbOrTx;
  tableId: string;
  sessionKey: string | null;
  tableToken: string | null;
  now: Date;
}): Promise<number | null> {
  const [row] = await rawQuery<PartyRow>(db, 'sitting_party', PARTY_SQL, [
    tableId,
    sessionKeyHash(sessionKey),
    idleSince(now),
  ]);
  if (!row) return null;
  if (row.sessionTableId === tableId && row.sessionLive) return row.sessionParty;
  if (!tableTokenMatches(row.accessToken, tableToken)) return null;
  return row.tableSessionLive ? row.tableSessionParty : null;
}
