import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';

const healthSchema = envelope(z.object({ status: z.literal('ok'), database: z.literal('ok') }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'Veritabanına ulaşılamıyor');
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
