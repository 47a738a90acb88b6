import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { qrScans } from '../../db/schema/index.ts';
import { resolveQrCode } from './resolve-qr-code.ts';

export type QrScanInput = {
  db: Db;
  qrCode: string;
  action: string;
  sessionId?: string | undefined;
  loadTime?: number | undefined;
  userId?: string | undefined;
  userAgent?: string | undefined;
};

/**
 * Stores one scan record (000 §3.4). Every scan is kept, including codes that name no table
 * (that is what a business wants to know about a damaged sticker); the business and table are
 * filled in when the code resolves to one.
 */
export async function recordQrScan({ db, userAgent, userId, ...scan }: QrScanInput) {
  let businessId: string | null = null;
  let tableId: string | null = null;
  try {
    const table = await resolveQrCode({ db, qrCode: scan.qrCode });
    businessId = table.businessId;
    tableId = table.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const values = {
    qrCode: scan.qrCode,
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
