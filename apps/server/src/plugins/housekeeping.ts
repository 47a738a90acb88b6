import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../lib/pg-errors.ts';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  purgeIdempotencyKeys,
} from '../domain/idempotency/purge-idempotency-keys.ts';
import { markStaleRefunds } from '../domain/refunds/mark-stale-refunds.ts';

const FIRST_RUN_MS = 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;
/** Refunds left pending by a process that died are looked at on start-up and every minute. */
const REFUNDS_EVERY_MS = 60 * 1000;

/**
 * Periodic clean-up while the server runs: a minute after start, then hourly, stored
 * Idempotency-Key answers older than a day are deleted; on start-up, then every minute, refunds
 * left pending by a process that died are marked unknown (markStaleRefunds, issue 34). Several
 * nodes may run them at once; both are idempotent. A failure is logged and tried again.
 */
export const housekeeping = fp(async (app: FastifyInstance) => {
  const run = async () => {
    try {
      const olderThan = new Date(app.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
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
  const sweepRefunds = async () => {
    try {
      const marked = await markStaleRefunds({ db: app.db, now: app.clock.now() });
      if (marked > 0) app.log.warn({ marked }, 'refunds left pending: outcome unknown');
    } catch (error) {
      app.log.warn({ err: loggableError(error) }, 'stale refund sweep failed');
    }
  };
  let refundsTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    refundsTimer = setTimeout(function tick() {
      void sweepRefunds().finally(() => {
        if (!closed) refundsTimer = setTimeout(tick, REFUNDS_EVERY_MS).unref();
      });
    }, 0).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearTimeout(refundsTimer);
  });
});
