import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tables } from '../../db/schema/index.ts';
import { buildQrSheet } from '../../domain/qr/build-qr-sheet.ts';
import { QR_SHEET_CSP } from '../../domain/qr/render-qr-sheet.ts';
import { STAFF_MESSAGES as M } from '../../domain/staff/staff-messages.ts';
import { notFound } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/** Who may see and re-issue the tables' access tokens (ADR 015). */
const TOKEN_ROLES = ['owner', 'manager'] as const;

const staffTable = z.object({
  id: z.string(),
  name: z.string(),
  number: z.number().int(),
  seats: z.number().int(),
  active: z.boolean(),
  accessToken: z
    .string()
    .optional()
    .describe('Owners and managers only: the secret the printed QR code carries (ADR 015).'),
  qrUrl: z.string().optional().describe('Owners and managers only: what the printed code holds.'),
});

/** The business's tables as its staff see them, and their QR codes' access tokens. */
export const staffTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: typeof tables.$inferSelect, withToken: boolean) => ({
    id: row.id,
    name: row.name,
    number: row.number,
    seats: row.seats,
    active: row.active,
    ...(withToken && {
      accessToken: row.accessToken,
      qrUrl: buildTableQrUrl({
        publicUrl: app.config.publicUrl,
        businessId: row.businessId,
        tableId: row.id,
        tableToken: row.accessToken,
      }),
    }),
  });

  app.get(
    '/tables',
    {
      schema: {
        tags,
        security,
        summary: "The business's tables by number",
        description:
          'Every staff role; the access token and QR URL only for owners and managers (ADR 015).',
        response: { 200: envelope(z.array(staffTable)), ...failures },
      },
    },
    async (request) => {
      const { businessId, role } = currentStaff(request);
      const rows = await app.db
        .select()
        .from(tables)
        .where(eq(tables.businessId, businessId))
        .orderBy(asc(tables.number));
      const withToken = (TOKEN_ROLES as readonly string[]).includes(role);
      return ok(rows.map((row) => present(row, withToken)));
    },
  );

  app.post(
    '/tables/:tableId/access-token',
    {
      schema: {
        tags,
        security,
        summary: "Re-issue a table's QR code: the old printed code stops working at once",
        description:
          'Owners and managers. Diners who scanned the old code can no longer order or join the table; print the new code (GET /api/staff/tables/qr-sheet).',
        params: z.object({ tableId: tableIdSchema() }),
        response: { 200: envelope(staffTable), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, TOKEN_ROLES);
      const [row] = await app.db
        .update(tables)
        .set({ accessToken: sql`new_table_token()` })
        .where(and(eq(tables.id, request.params.tableId), eq(tables.businessId, businessId)))
        .returning();
      if (!row) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
      return ok(present(row, true), M.tableCodeReissued);
    },
  );

  app.get(
    '/tables/qr-sheet',
    {
      schema: {
        tags,
        security,
        summary: "Printable A4 page of every active table's QR code (HTML)",
        description: 'Owners and managers: the codes carry the access tokens (ADR 015).',
        response: {
          200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, TOKEN_ROLES);
      const html = await buildQrSheet({ db: app.db, businessId, publicUrl: app.config.publicUrl });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', QR_SHEET_CSP)
        .send(html);
    },
  );
};
