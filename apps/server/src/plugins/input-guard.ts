import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/app-error.ts';

/** Longer than any text a person types into Masa; each field has its own, tighter limit. */
export const MAX_TEXT_LENGTH = 5_000;

// A NUL, or a UTF-16 surrogate without its other half: PostgreSQL refuses both in text, so
// without this check they reached the database and answered 500.
const INVALID_TEXT =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Which sentence of INVALID_TEXT (locales/…/errors.json) a text gets. */
type Problem = 'INVALID_TEXT.invalidCharacter' | 'INVALID_TEXT.tooLong';

function findProblem(value: unknown, depth = 0): Problem | undefined {
  if (typeof value === 'string') {
    if (INVALID_TEXT.test(value)) return 'INVALID_TEXT.invalidCharacter';
    return value.length > MAX_TEXT_LENGTH ? 'INVALID_TEXT.tooLong' : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (INVALID_TEXT.test(key)) return 'INVALID_TEXT.invalidCharacter';
    const problem = findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Every text that reaches a route (path parameters, query, JSON or form body) is checked once,
 * here, before the route's schema: no NUL characters or lone surrogates, nothing longer than
 * MAX_TEXT_LENGTH. Bad input is a 400 like any other, never a 500 from the database.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  // A callback, not an async function: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findProblem(request.params) ?? findProblem(request.query) ?? findProblem(request.body);
    done(problem ? refuse(400, problem) : undefined);
  });
});
