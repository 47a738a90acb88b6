import {
  createTableBody,
  staffTableResponse,
  updateTableBody,
} from '@masa/core/staff/back-office.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTable, updateTable } from '../../domain/back-office/save-table.ts';
import { presentStaffTable } from '../../domain/tables/present-staff-table.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/** Tables and their QR codes (issue 17 §3): owners and managers only, the kitchen and waiters 403. */
export const staffTableAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: Parameters<typeof presentStaffTable>[0]) =>
    presentStaffTable(row, { withToken: true, publicUrl: app.config.publicUrl });

  app.post(
    '/tables',
    {
      schema: {
        tags,
        security,
        summary: 'Add a table; its QR code works at once',
        description:
          'Owners and managers. Without `number` the table takes the next free one; a taken number is 409 TABLE_NUMBER_TAKEN. `area` is stored as the table type (001 §3 Table).',
        body: createTableBody,
        response: { 201: envelope(staffTableResponse), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = currentStaff(request, 'manageTables');
      const row = await createTable({ db: app.db, businessId, staffId, ...request.body });
      return reply
        .status(201)
        .send(
          ok(present(row), sayTo(request, 'answer.backOffice.tableCreated', { name: row.name })),
        );
    },
  );

  app.patch(
    '/tables/:tableId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a table, set its seats and area, or (de)activate it',
        description:
          'Owners and managers. A deactivated table leaves the floor and the QR sheet, and its code no longer places orders (TABLE_INACTIVE).',
        params: z.object({ tableId: tableId() }),
        body: updateTableBody,
        response: { 200: envelope(staffTableResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'manageTables');
      const row = await updateTable({
        db: app.db,
        businessId,
        tableId: request.params.tableId,
        changes: request.body,
      });
      return ok(present(row), sayTo(request, 'answer.backOffice.tableUpdated', { name: row.name }));
    },
  );
};
