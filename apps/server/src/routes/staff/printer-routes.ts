import {
  printerFields,
  printerPatch,
  printerSchema,
  printerStatusSchema,
} from '@masa/core/printing/printer.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPrinters, loadPrinterStatus } from '../../domain/printing/list-printers.ts';
import { printTestPage } from '../../domain/printing/print-test-page.ts';
import {
  addPrinter,
  changePrinter,
  removePrinter,
} from '../../domain/printing/audited-printer-writes.ts';
import { findOwnPrinter } from '../../domain/printing/save-printer.ts';
import { emitPrintersStatus } from '../../realtime/emit-printers-status.ts';
import { printerSetup } from '../../domain/printing/printer-address.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff, type CurrentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';
import { sayTo } from '../../i18n/say.ts';

const params = z.object({ printerId: entityId('Geçersiz yazıcı kimliği') });
const onePrinter = envelope(z.object({ printer: printerSchema }));
const OWNERS = 'Owners and managers; waiters and the kitchen 403.';
const ADDRESS =
  'The address must be on the local network (private or link-local IPv4, or a name resolving there); loopback only on the twin’s ports or outside production (ADR 082): else 400 PRINTER_ADDRESS_NOT_LOCAL.';

/** The business's kitchen, bar and receipt printers (issue 33, contract 5). */
export const staffPrinterRoutes: FastifyPluginAsyncZod = async (app) => {
  const setup = () => printerSetup(app);
  const writer = (me: CurrentStaff) => ({ ...staffWriter(app, me), setup: setup() });
  // A printer added, changed or removed changes the status payload (its stations, its name, its
  // being there at all): the board's and the kitchen display's banner follow it live (contract
  // 5). Sent after the commit; the change is saved even if this send fails, so it is logged.
  const statusChanged = (request: FastifyRequest, businessId: string) =>
    emitPrintersStatus({ db: app.db, setup: setup(), io: app.io, businessId }).catch((error) =>
      request.log.warn({ err: error }, 'printers:status after a settings change not sent'),
    );
  const printerOf = async (businessId: string, printerId: string) => {
    const [printer] = await listPrinters({ db: app.db, businessId, setup: setup(), printerId });
    if (!printer) throw refuse(404, 'PRINTER_NOT_FOUND');
    return printer;
  };

  app.get(
    '/printers',
    {
      schema: {
        tags,
        security,
        summary: "The business's printers, each with its state and waiting tickets",
        description: OWNERS,
        response: { 200: envelope(z.object({ printers: z.array(printerSchema) })), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'manageSettings');
      return ok({ printers: await listPrinters({ db: app.db, businessId, setup: setup() }) });
    },
  );

  app.get(
    '/printers/status',
    {
      schema: {
        tags,
        security,
        summary: "Each printer's state: online, tickets waiting, last success and error",
        description:
          'Every staff role (the board and the kitchen display show a printer that does not answer). The same payload as the `printers:status` event.',
        response: {
          200: envelope(z.object({ printers: z.array(printerStatusSchema) })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request);
      return ok({ printers: await loadPrinterStatus({ db: app.db, businessId, setup: setup() }) });
    },
  );

  app.post(
    '/printers',
    {
      schema: {
        tags,
        security,
        summary: 'Add a printer: raw TCP address and port, paper, character table, stations',
        description: `${OWNERS} ${ADDRESS} Audited.`,
        body: printerFields,
        response: { 201: onePrinter, ...failures },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, 'manageSettings');
      const fields = request.body;
      const printerId = await addPrinter({ ...writer(me), fields });
      await statusChanged(request, me.businessId);
      const printer = await printerOf(me.businessId, printerId);
      return reply.status(201).send(ok({ printer }, sayTo(request, 'answer.printer.saved')));
    },
  );

  app.patch(
    '/printers/:printerId',
    {
      schema: {
        tags,
        security,
        summary: "Change a printer's settings",
        description: `${OWNERS} Any of the fields of POST. ${ADDRESS} Another business's printer: 404. Audited.`,
        params,
        body: printerPatch,
        response: { 200: onePrinter, ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const { printerId } = request.params;
      await changePrinter({ ...writer(me), printerId, fields: request.body });
      await statusChanged(request, me.businessId);
      return ok(
        { printer: await printerOf(me.businessId, printerId) },
        sayTo(request, 'answer.printer.saved'),
      );
    },
  );

  app.post(
    '/printers/:printerId/test',
    {
      schema: {
        tags,
        security,
        summary: 'Print a test page now (Turkish letters, address, paper, character table)',
        description: `${OWNERS} Sent straight to the printer (3 s), not queued; the outcome becomes its state. A printer that does not take it: 422 PRINTER_UNREACHABLE naming host:port.`,
        params,
        response: { 200: onePrinter, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const { printerId } = request.params;
      const row = await findOwnPrinter({ db: app.db, businessId: me.businessId, printerId });
      try {
        await printTestPage({ db: app.db, printer: row, setup: setup() });
      } finally {
        await emitPrintersStatus({
          db: app.db,
          setup: setup(),
          io: app.io,
          businessId: me.businessId,
        });
      }
      return ok(
        { printer: await printerOf(me.businessId, printerId) },
        sayTo(request, 'answer.printer.testPrinted'),
      );
    },
  );

  app.delete(
    '/printers/:printerId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a printer (archived: it gets no new ticket)',
        description: `${OWNERS} Another business's printer: 404. Audited.`,
        params,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, 'manageSettings');
      const { printerId } = request.params;
      await removePrinter({ ...staffWriter(app, me), printerId });
      await statusChanged(request, me.businessId);
      return reply.status(204).send(null);
    },
  );
};
