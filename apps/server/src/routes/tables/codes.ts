import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { findTablesByCode } from '../../domain/tables/find-tables-by-code.ts';
import { presentTable } from '../../domain/tables/present-table.ts';
import {
  type PublicTable,
  publicTableSchema,
  tableCodeSchema,
} from '../../domain/tables/table.schemas.ts';

const tags = ['tables'];
const params = z.object({ code: tableCodeSchema });
const failures = { 400: errorBody, 404: errorBody, 429: errorBody };

/**
 * The table lookup by code of 000 §4.3: the scan page sends a table's printed code (or the
 * last segment of a URL ending in one) and reads `data.businessId` to complete the pair.
 * No match is a 404 'Bu QR kod ile eşleşen masa bulunamadı.' on both calls.
 */
export const tableCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = async (code: string): Promise<[PublicTable, ...PublicTable[]]> => {
    const [first, ...others] = await findTablesByCode({ db: app.db, code });
    if (!first) throw refuse(404, 'TABLE_CODE_NOT_FOUND');
    return [presentTable(first), ...others.map(presentTable)];
  };

  app.get(
    '/qr/:code',
    {
      preHandler: app.rateLimits.tableLookups,
      schema: {
        tags,
        summary: 'The table whose QR code (or id) is {code}',
        params,
        response: { 200: envelope(publicTableSchema), ...failures },
      },
    },
    async (request) => {
      const [first] = await lookup(request.params.code);
      return ok(first);
    },
  );

  app.get(
    '/custom-qr/:code',
    {
      preHandler: app.rateLimits.tableLookups,
      schema: {
        tags,
        summary: 'Tables whose custom QR code is {code} (a list; the first is used)',
        params,
        response: { 200: envelope(z.array(publicTableSchema)), ...failures },
      },
    },
    async (request) => ok(await lookup(request.params.code)),
  );
};
