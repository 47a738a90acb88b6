import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageId, say, type MessageId } from '../i18n/say.ts';
import { AppError } from '../lib/app-error.ts';
import { databaseUnavailable, isDatabaseUnreachable } from '../lib/database-unavailable.ts';
import { requestLanguage, type RequestLanguage } from '../i18n/request-language.ts';
import { loggableError, sqlState } from '../lib/pg-errors.ts';

type ErrorBody = {
  success: false;
  error: string;
  message: string;
  errors?: { field: string; message: string }[];
};

/**
 * The one place where failures become responses: domain errors keep their status and message
 * (said in the request's language when it is keyed, ADR 098), request validation answers 400
 * with every field's message, an unreachable database 503 with `Retry-After` (ADR 103),
 * everything else is a 500 that says nothing about the inside.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    const text = (id: MessageId) => say(language, { id, values: {} });
    if (error instanceof AppError) return sendAppError(reply, error, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ? fieldText(language, v.message) : text('request.invalidValue'),
      }));
      const first = errors[0];
      const body: ErrorBody = {
        success: false,
        error: 'VALIDATION_ERROR',
        message: first ? first.message : text('request.badRequest'),
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
        message: text(clientErrorMessage(status, error)),
      };
      return reply.status(status).send(body);
    }
    const refused = refusedInput(error);
    if (refused) {
      const body: ErrorBody = { success: false, error: 'INVALID_TEXT', message: text(refused) };
      return reply.status(400).send(body);
    }
    // The database down (restart, failover) is no fault of the request: 503, ask again soon.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unreachable');
      return sendAppError(reply, databaseUnavailable(), language);
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    const body: ErrorBody = {
      success: false,
      error: 'INTERNAL_ERROR',
      message: text('error.INTERNAL_ERROR'),
    };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      success: false,
      error: 'NOT_FOUND',
      message: say(requestLanguage(request.headers['accept-language']), {
        id: 'error.NOT_FOUND.route',
        values: {},
      }),
    };
    return reply.status(404).send(body);
  });
});

/** A field's message: an id of a server schema's (`fieldMessage`) said, a core text as it is. */
const fieldText = (language: RequestLanguage, message: string) =>
  isMessageId(message) ? say(language, { id: message, values: {} }) : message;

function sendAppError(reply: FastifyReply, error: AppError, language: RequestLanguage) {
  const body: ErrorBody & Record<string, unknown> = {
    success: false,
    error: error.code,
    message: error.said ? say(language, error.said) : error.message,
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
function refusedInput(error: unknown): MessageId | undefined {
  switch (sqlState(error)) {
    case '22021':
    case '22P05':
      return 'error.INVALID_TEXT.invalidCharacter';
    case '22001':
      return 'error.INVALID_TEXT.tooLong';
  }
  return undefined;
}

/** The message of Fastify's own 4xx (bad JSON, body too large, wrong content type). */
function clientErrorMessage(status: number, error: FastifyError): MessageId {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'request.invalidJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'request.tooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'request.mediaType';
  }
  if (status === 429) return 'request.tooMany';
  if (status === 404) return 'error.NOT_FOUND.route';
  return 'request.badRequest';
}
