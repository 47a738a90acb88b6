import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadFloor } from '../../domain/staff/load-floor.ts';
import { emitPartyMoved } from '../../domain/table-moves/emit-party-moved.ts';
import { mergeTables } from '../../domain/table-moves/merge-tables.ts';
import { moveTableParty } from '../../domain/table-moves/move-table-party.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { floorTable } from '@masa/core/staff/floor.schemas';
import { sayTo } from '../../i18n/say.ts';

/** Both tables as the floor shows them now; `from` is null for a table taken out of service. */
const moved = z.object({ from: floorTable.nullable(), to: floorTable });

/** A party moved to another table, two tables merged (issue 32 §3, ADR 075). */
export const staffTableMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Both tables as the floor shows them after the change. */
  const bothTables = async (result: {
    from: { id: string };
    to: { id: string; businessId: string };
  }) => {
    const floor = await loadFloor({ db: app.db, businessId: result.to.businessId });
    const find = (id: string) => floor.find((table) => table.id === id) ?? null;
    const to = find(result.to.id);
    if (!to) throw refuse(404, 'TABLE_NOT_FOUND');
    return { from: find(result.from.id), to };
  };
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
      const { businessId, staffId } = currentStaff(request, 'runFloor');
      const now = app.clock.now();
      const result = await moveTableParty({
        db: app.db,
        businessId,
        staffId,
        fromTableId: request.params.tableId,
        toTableId: request.body.toTableId,
        now,
      });
      emitPartyMoved(app.io, { ...result, fromTableId: result.from.id, businessId });
      return ok(
        await bothTables(result),
        sayTo(request, 'answer.tableMove.moved', { from: result.from.name, to: result.to.name }),
      );
    },
  );

  app.post(
    '/tables/:tableId/merge',
    {
      schema: {
        tags,
        security,
        summary: "Merge a table into another: its party, orders and requests join that table's",
        description:
          "Two tables pushed together. The diners of this table's sitting (their keys) and its shared cart join the sitting of `intoTableId`; its orders and their open requests move there; this table is free afterwards. Each order keeps its own bill (ADR 027). 404 TABLE_NOT_FOUND for another business's table; 400 SAME_TABLE; 409 TABLE_OUT_OF_SERVICE, TABLE_FREE (nobody sits at `intoTableId`: move instead), NOTHING_TO_MOVE, SPLIT_PENDING and PAYMENT_IN_PROGRESS (a split of these orders waits for the staff or for its payment). Owners, managers and waiters.",
        params: z.object({ tableId: tableIdSchema() }),
        body: z.object({ intoTableId: tableIdSchema() }),
        response: { 200: envelope(moved), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'runFloor');
      const result = await mergeTables({
        db: app.db,
        businessId,
        staffId,
        fromTableId: request.params.tableId,
        intoTableId: request.body.intoTableId,
        now: app.clock.now(),
      });
      emitPartyMoved(app.io, { ...result, fromTableId: result.from.id, businessId });
      return ok(
        await bothTables(result),
        sayTo(request, 'answer.tableMove.merged', { from: result.from.name, into: result.to.name }),
      );
    },
  );
};
