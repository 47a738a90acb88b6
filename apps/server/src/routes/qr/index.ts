import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { recordQrScan } from '../../domain/qr/record-qr-scan.ts';
import { resolveQrCode } from '../../domain/qr/resolve-qr-code.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import { requestTableToken } from '../../domain/tables/table-presence.ts';
import { publicTableSchema } from '../../domain/tables/table.schemas.ts';

const tags = ['qr'];
const INVALID_QR = 'QR code could not be parsed. Please scan a valid QR code.';
const qrCodeSchema = z
  .string({ message: INVALID_QR })
  .trim()
  .min(1, INVALID_QR)
  .max(2000, INVALID_QR)
  .meta({
    description: 'The scanned text',
    example:
      'https://masa.example.com/customerapp/table/table-bogaz01?business=6650f1c2a4b3d5e6f7a8b901',
  });

const scanRecordSchema = z.object({
  qrCode: qrCodeSchema,
  action: z.enum(['menu_view']).default('menu_view'),
  sessionId: z.string().trim().max(100).optional(),
  loadTime: z.number().int().min(0).max(600_000).optional(),
});

/** 000 §7.3: POST /qr/scan and the record-scan call (its path is ours: POST /qr/scans). */
export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/scan',
    {
      preHandler: app.rateLimits.tableLookups,
      schema: {
        tags,
        summary: 'Resolve a scanned text to an active table and its business',
        description:
          'Parsed with the app\'s rules (000 §5.4); a custom table code is looked up. 400 carries the parser\'s message, 404 "Bu QR kod ile eşleşen masa bulunamadı."',
        body: z.object({ qrCode: qrCodeSchema }),
        response: {
          200: envelope(
            z.object({ businessId: z.string(), tableId: z.string(), table: publicTableSchema }),
          ),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const table = await resolveQrCode({ db: app.db, qrCode: request.body.qrCode });
      return ok({ businessId: table.businessId, tableId: table.id, table: presentTable(table) });
    },
  );

  app.post(
    '/scans',
    {
      preHandler: app.rateLimits.qrScans,
      schema: {
        tags,
        summary: 'Record a scan (000 §3.4); codes that name no table are recorded too',
        description:
          "A scan whose text carries the table's access token (the printed URL's `t`, or X-Table-Token) is recorded as made at the table (`at_table`), for the statistics only: sitting at the table is joining its sitting, POST /tables/sessions/join (ADR 042). The token is not stored.",
        body: scanRecordSchema,
        response: {
          201: envelope(
            z.object({
              id: z.string(),
              businessId: z.string().nullable(),
              tableId: z.string().nullable(),
            }),
          ),
          400: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const principal = request.principal;
      const record = await recordQrScan({
        db: app.db,
        ...request.body,
        userId: principal?.kind === 'customer' ? principal.userId : undefined,
        userAgent: request.headers['user-agent'],
        tableToken: requestTableToken(request),
      });
      return reply.status(201).send(ok(record));
    },
  );
};
