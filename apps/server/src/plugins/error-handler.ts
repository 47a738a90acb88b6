import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { databaseUnavailable, isDatabaseUnreachable } from '../lib/database-unavailable.ts';
import { loggableError, sqlState } from '../lib/pg-errors.ts';
import { HANDLER_MESSAGES as M } from './handler-messages.ts';
import { INPUT_MESSAGES } from './input-guard.ts';

type ErrorBody = {
  success: false;
  error: string;
  message: string;
  errors?: { field: string; message: string }[];
};

/**
 * The one place where failures become responses: domain errors keep their status and Turkish
 * message, request validation answers 400 with every field's message, an unreachable database
 * 503 with `Retry-After`, everything else is a 500 that says nothing about the inside.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? M.invalidValue,
      }));
      const first = errors[0];
      const body: ErrorBody = {
        success: false,
        error: 'VALIDATION_ERROR',
        message: first ? first.message : M.badRequest,
        errors,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) retryAfter(reply, undefined);
      const body: ErrorBody = {
        success: false,
        error: error.code ?? 'BAD_REQUEST',
        message: clientErrorMessage(status, error),
      };
      return reply.status(status).send(body);
    }
    const refused = refusedInput(error);
    if (refused) {
      const body: ErrorBody = { success: false, error: 'INVALID_TEXT', message: refused };
      return reply.status(400).send(body);
    }
    // The database down (restart, failover) is no fault of the request: 503, ask again soon.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unreachable');
      return sendAppError(reply, databaseUnavailable());
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    const body: ErrorBody = {
      success: false,
      error: 'INTERNAL_ERROR',
      message: M.server,
    };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      success: false,
      error: 'NOT_FOUND',
      message: M.notFound,
    };
    return reply.status(404).send(body);
  });
});

function sendAppError(reply: FastifyReply, error: AppError) {
  const body: ErrorBody & Record<string, unknown> = {
    success: false,
    error: error.code,
    message: error.message,
    ...error.details,
  };
  // A refusal that says when to come back (429, 503) says it in the header too.
  if (error.statusCode === 429 || typeof error.details?.retryAfterSeconds === 'number')
    retryAfter(reply, error.details?.retryAfterSeconds);
  return reply.status(error.statusCode).send(body);
}

/**
 * Every 429 says when to ask again (ADR 011): the wait the refusal computed, else a minute,
 * unless whoever refused has set the header already.
 */
function retryAfter(reply: FastifyReply, seconds: unknown) {
  if (reply.hasHeader('retry-after')) return;
  const wait = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
  void reply.header('retry-after', String(wait));
}

/**
 * Input the database refuses as text: a NUL or an unencodable character (22021, 22P05), a value
 * too long for its column (22001). The input guard stops these first; this is the net under it.
 */
function refusedInput(error: unknown): string | undefined {
  switch (sqlState(error)) {
    case '22021':
    case '22P05':
      return INPUT_MESSAGES.invalidCharacter;
    case '22001':
      return INPUT_MESSAGES.tooLong;
  }
  return undefined;
}

/** Fastify's own 4xx (bad JSON, body too large, wrong content type) in Turkish. */
function clientErrorMessage(status: number, error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return M.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return M.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return M.mediaType;
  }
  if (status === 429) return M.tooMany;
  if (status === 404) return M.notFound;
  return M.badRequest;
}
