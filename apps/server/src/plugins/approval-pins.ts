import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordPinFailure } from '../domain/corrections/approval-attempts.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * A wrong approval PIN is refused from inside the correction's transaction, which rolls back;
 * this hook writes the failure afterwards, before the answer goes, so every route that takes
 * an `approval` counts wrong PINs per approver without doing anything (ADR 073).
 */
export const approvalPins = fp(async (app: FastifyInstance) => {
  app.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof AppError) || error.code !== 'APPROVAL_REFUSED') return;
    const approverId = error.details?.approverId;
    if (typeof approverId === 'string') await recordPinFailure({ db: app.db, approverId });
  });
});
