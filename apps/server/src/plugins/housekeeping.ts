import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../lib/pg-errors.ts';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  purgeIdempotencyKeys,
} from '../domain/idempotency/purge-idempotency-keys.ts';

const FIRST_RUN_MS = 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up while the server runs: a minute after start, then hourly, stored
 * Idempotency-Key answers older than a day are deleted. Several nodes may purge at once;
 * deleting is idempotent. A failure is logged and tried again at the next run.
 */
export const housekeeping = fp(async (app: FastifyInstance) => {
  const run = async () => {
    try {
      const olderThan = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
      const purged = await purgeIdempotencyKeys({ db: app.db, olderThan });
      if (purged > 0) app.log.info({ purged }, 'purged old idempotency keys');
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, 'idempotency key purge failed');
    }
  };
  let closed = false;
  let timer = setTimeout(function tick() {
    void run().finally(() => {
      if (!closed) timer = setTimeout(tick, EVERY_MS).unref();
    });
  }, FIRST_RUN_MS).unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
});
