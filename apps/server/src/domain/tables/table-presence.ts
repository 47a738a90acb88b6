import { timingSafeEqual } from 'node:crypto';
import { normalizeTableToken } from '@masa/core/qr/table-token';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tables } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * Being at a table is proven by its access token, which only the printed QR code carries
 * (ADR 015); a table id alone, printed and listed publicly, proves nothing. The diner's app
 * sends the token of the table it scanned in this header on every request.
 */
export const TABLE_TOKEN_HEADER = 'x-table-token';
export const tableTokenHeaderSchema = z
  .string()
  .max(40)
  .optional()
  .describe("The access token of the scanned table (the printed QR code's `t`), ADR 015.");

export const NOT_AT_TABLE_MESSAGE =
  'Masada olduğunuz doğrulanamadı. Lütfen masadaki QR kodu yeniden okutun.';

export const notAtTable = () => refuse(403, 'TABLE_TOKEN_REQUIRED');

/** The token a request carries, canonical, or null. */
export function requestTableToken(request: FastifyRequest): string | null {
  const value = request.headers[TABLE_TOKEN_HEADER];
  return normalizeTableToken(Array.isArray(value) ? value[0] : value);
}

/** Whether `given` is the table's current token, compared in constant time. */
export function tableTokenMatches(expected: string, given: string | null | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** Whether `token` is the current token of table `tableId` (an unknown table: false). */
export async function holdsTableToken(
  db: DbOrTx,
  tableId: string,
  token: string | null | undefined,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ accessToken: tables.accessToken })
    .from(tables)
    .where(eq(tables.id, tableId));
  return row !== undefined && tableTokenMatches(row.accessToken, token);
}
