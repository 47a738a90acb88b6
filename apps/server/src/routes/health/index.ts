import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/ping-database.ts';
import { databaseUnavailable } from '../../lib/database-unavailable.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const healthSchema = envelope(z.object({ status: z.literal('ok'), database: z.literal('ok') }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        // Not ready: a balancer takes this node out of rotation until the database answers.
        throw databaseUnavailable();
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
