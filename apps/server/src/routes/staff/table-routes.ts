import { staffMay } from '@masa/core/staff/staff-permissions';
import { staffTableResponse } from '@masa/core/staff/back-office.schemas';
import { floorTable } from '@masa/core/staff/floor.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emitSessionUpdated } from '../../domain/live-orders/emit-session-updated.ts';
import { loadFloor } from '../../domain/staff/load-floor.ts';
import { clearTable } from '../../domain/tables/clear-table.ts';
import { presentStaffTable } from '../../domain/tables/present-staff-table.ts';
import { listStaffTables, type TableRow } from '../../domain/tables/list-staff-tables.ts';
import { reissueTableToken } from '../../domain/tables/reissue-table-token.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

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
      const { businessId } = currentStaff(request, 'runFloor');
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
      const { businessId, staffId } = currentStaff(request, 'runFloor');
      const { tableId } = request.params;
      const now = app.clock.now();
      const closed = await clearTable({ db: app.db, businessId, staffId, tableId, now });
      for (const session of closed) emitSessionUpdated(app.io, session);
      const floor = await loadFloor({ db: app.db, businessId });
      const cleared = floor.find((table) => table.id === tableId);
      if (!cleared) throw refuse(404, 'TABLE_NOT_FOUND');
      return ok(cleared, sayTo(request, 'answer.staff.tableCleared'));
    },
  );

  const present = (row: TableRow, withToken: boolean) =>
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
      const rows = await listStaffTables({ db: app.db, businessId });
      const withToken = staffMay(role, 'manageTables');
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
      const { businessId, staffId } = currentStaff(request, 'manageTables');
      const row = await reissueTableToken({
        db: app.db,
        businessId,
        staffId,
        tableId: request.params.tableId,
        now: app.clock.now(),
      });
      return ok(present(row, true), sayTo(request, 'answer.staff.tableCodeReissued'));
    },
  );
};
