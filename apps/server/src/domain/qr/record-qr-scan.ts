import { readTableToken, TABLE_TOKEN_PARAM } from '@masa/core/qr/table-token';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { qrScans } from '../../db/schema/index.ts';
import { tableTokenMatches } from '../tables/table-presence.ts';
import { resolveQrCode } from './resolve-qr-code.ts';

export type QrScanInput = {
  db: Db;
  qrCode: string;
  action: string;
  sessionId?: string | undefined;
  loadTime?: number | undefined;
  userId?: string | undefined;
  userAgent?: string | undefined;
  /** The X-Table-Token sent with the scan, when the scanned text carries none. */
  tableToken?: string | null;
};

const TOKEN_IN_TEXT = new RegExp(`([?&]${TABLE_TOKEN_PARAM}=)[^&#]*`, 'g');

/**
 * Stores one scan record (000 §3.4). Every scan is kept, including codes that name no table
 * (that is what a business wants to know about a damaged sticker); the business and table are
 * filled in when the code resolves to one. A scan that carries the table's current access token
 * (ADR 015) is marked `atTable`, for the statistics: it grants nothing since ADR 042 (a diner
 * sits at a table by joining its sitting). The token itself is not kept in the stored text.
 */
export async function recordQrScan({ db, userAgent, userId, tableToken, ...scan }: QrScanInput) {
  let businessId: string | null = null;
  let tableId: string | null = null;
  let atTable = false;
  try {
    const table = await resolveQrCode({ db, qrCode: scan.qrCode });
    businessId = table.businessId;
    tableId = table.id;
    atTable = tableTokenMatches(table.accessToken, readTableToken(scan.qrCode) ?? tableToken);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const values = {
    qrCode: scan.qrCode.replace(TOKEN_IN_TEXT, '$1…'),
    atTable,
    action: scan.action,
    sessionId: scan.sessionId ?? null,
    loadTime: scan.loadTime ?? null,
    businessId,
    tableId,
    userId: userId ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
  };
  const row = await insert(db, values).catch((error: unknown) => {
    // A token of a user deleted since it was issued: keep the scan, without the user.
    if (values.userId && foreignKeyViolation(error)) return insert(db, { ...values, userId: null });
    throw error;
  });
  return { id: row.id, businessId, tableId };
}

async function insert(db: Db, values: typeof qrScans.$inferInsert) {
  const [row] = await db.insert(qrScans).values(values).returning({ id: qrScans.id });
  if (!row) throw new Error('qr_scans insert returned no row');
  return row;
}

function foreignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return (cause as { code?: unknown } | undefined)?.code === '23503';
}
