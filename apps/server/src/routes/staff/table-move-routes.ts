import { STAFF_PERMISSIONS } from '@masa/core/staff/staff-permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadFloor } from '../../domain/staff/load-floor.ts';
import { emitPartyMoved } from '../../domain/table-moves/emit-party-moved.ts';
import { moveTableParty } from '../../domain/table-moves/move-table-party.ts';
import { TABLE_MOVE_MESSAGES as M } from '../../domain/table-moves/table-move-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff/staff-messages.ts';
import { notFound } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { floorTable } from './table-routes.ts';

/** Both tables as the floor shows them now; `from` is null for a table taken out of service. */
const moved = z.object({ from: floorTable.nullable(), to: floorTable });

/** A party moved to another table (issue 32 §3, ADR 075). */
export const staffTableMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables/:tableId/move',
    {
      schema: {
        tags,
        security,
        summary: "Move a table's party to a free table: its sitting, orders and requests",
        description:
          "The sitting (its diners' phones keep their keys and learn the new table from session:updated), every order it holds or the table still serves, their open bill requests and the table's open waiter calls move to `toTableId`. 404 TABLE_NOT_FOUND for a table of another business; 400 SAME_TABLE; 409 TABLE_OUT_OF_SERVICE, TABLE_OCCUPIED (the target has its own sitting or open orders: merge instead) and NOTHING_TO_MOVE. Owners, managers and waiters.",
        params: z.object({ tableId: tableIdSchema() }),
        body: z.object({ toTableId: tableIdSchema() }),
        response: { 200: envelope(moved), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, STAFF_PERMISSIONS.runFloor);
      const now = new Date();
      const result = await app.db.transaction((tx) =>
        moveTableParty({
          tx,
          businessId,
          staffId,
          fromTableId: request.params.tableId,
          toTableId: request.body.toTableId,
          now,
        }),
      );
      emitPartyMoved(app.io, { ...result, fromTableId: result.from.id, businessId });
      const floor = await loadFloor({ db: app.db, businessId });
      const find = (id: string) => floor.find((table) => table.id === id) ?? null;
      const to = find(result.to.id);
      if (!to) throw notFound(STAFF_MESSAGES.tableNotFound, 'TABLE_NOT_FOUND');
      return ok({ from: find(result.from.id), to }, M.moved(result.from.name, result.to.name));
    },
  );
};
