import { staffTableResponse } from '@masa/core/staff/back-office.schemas';
import { floorTable } from '@masa/core/staff/floor.schemas';
import { STAFF_PERMISSIONS } from '@masa/core/staff/staff-permissions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, tableSessions, tables } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import { lockTableSittings } from '../../domain/table-sessions/table-current-session.ts';
import { loadFloor } from '../../domain/staff/load-floor.ts';
import { orderInService } from '../../domain/staff/order-in-service.ts';
import { presentStaffTable } from '../../domain/tables/present-staff-table.ts';
import { STAFF_MESSAGES as M } from '../../domain/staff/staff-messages.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/** Who may see and re-issue the tables' access tokens (ADR 015). */
const TOKEN_ROLES = ['owner', 'manager'] as const;

const staffTable = staffTableResponse;

/** The business's tables as its staff see them, and their QR codes' access tokens. */
export const staffTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/floor',
    {
      schema: {
        tags,
        security,
        summary: 'The floor: every active table with its state, what is open and since when',
        description:
          'States: free, seated, ordered, waiting (food on its way), served, bill_requested, paid (until staff clear the table). Owners, managers and waiters.',
        response: { 200: envelope(z.array(floorTable)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, STAFF_PERMISSIONS.runFloor);
      return ok(await loadFloor({ db: app.db, businessId }));
    },
  );

  app.post(
    '/tables/:tableId/clear',
    {
      schema: {
        tags,
        security,
        summary: 'Clear a table for the next guests: its sitting ends, its paid state too',
        description:
          "Refused (409 TABLE_HAS_OPEN_ORDERS) while an order at the table is neither paid nor cancelled, and (409 TABLE_HAS_UNSERVED_ORDERS) while one paid before it was made is not served yet (ADR 054). The sitting's diners keep their own orders but see nothing of the table any more; a diner who scans afterwards starts a new sitting (ADR 042).",
        params: z.object({ tableId: tableIdSchema() }),
        response: { 200: envelope(floorTable), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, STAFF_PERMISSIONS.runFloor);
      const { tableId } = request.params;
      const now = app.clock.now();
      const closed = await app.db.transaction(async (tx) => {
        const [table] = await tx
          .select({ id: tables.id, name: tables.name })
          .from(tables)
          .where(and(eq(tables.id, tableId), eq(tables.businessId, businessId)))
          .for('update');
        if (!table) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
        // No diner joins or links while the table's sitting ends (ADR 042).
        await lockTableSittings(tx, tableId);
        const [open] = await tx
          .select({ isPaid: orders.isPaid, orderNumber: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.tableId, tableId), orderInService))
          .orderBy(asc(orders.isPaid))
          .limit(1);
        if (open && !open.isPaid) throw conflict(M.tableHasOpenOrders, 'TABLE_HAS_OPEN_ORDERS');
        // Paid is not served: clearing would leave its food with nobody to take it (ADR 054).
        if (open) {
          throw conflict(M.tableHasUnservedOrders(open.orderNumber), 'TABLE_HAS_UNSERVED_ORDERS');
        }
        await tx.update(tables).set({ clearedAt: now }).where(eq(tables.id, tableId));
        await recordAudit({
          db: tx,
          businessId,
          staffId,
          action: 'table.cleared',
          subjectId: tableId,
          details: { table: table.name },
          now,
        });
        return tx
          .update(tableSessions)
          .set({ status: 'closed', endedAt: now, updatedAt: now })
          .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'active')))
          .returning();
      });
      for (const session of closed) emitSessionUpdated(app.io, session);
      const floor = await loadFloor({ db: app.db, businessId });
      const cleared = floor.find((table) => table.id === tableId);
      if (!cleared) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
      return ok(cleared, M.tableCleared);
    },
  );

  const present = (row: typeof tables.$inferSelect, withToken: boolean) =>
    presentStaffTable(row, { withToken, publicUrl: app.config.publicUrl });

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
          'Owners and managers. Diners who scanned the old code can no longer order or join the table; print the new code (GET /api/staff/tables/qr-sheet, or its PDF /api/staff/tables/qr-sheet.pdf).',
        params: z.object({ tableId: tableIdSchema() }),
        response: { 200: envelope(staffTable), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, TOKEN_ROLES);
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(tables)
          .set({ accessToken: sql`new_table_token()` })
          .where(and(eq(tables.id, request.params.tableId), eq(tables.businessId, businessId)))
          .returning();
        if (!updated) throw notFound(M.tableNotFound, 'TABLE_NOT_FOUND');
        await recordAudit({
          db: tx,
          businessId,
          staffId,
          action: 'table.code_reissued',
          subjectId: updated.id,
          details: { table: updated.name },
          now: app.clock.now(),
        });
        return updated;
      });
      return ok(present(row, true), M.tableCodeReissued);
    },
  );
};
