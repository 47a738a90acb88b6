import { errorBody } from './envelope.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `message` is the first field message, `errors` lists every field',
  401: 'Not signed in, token invalid or expired, or credentials wrong',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict with existing data',
  413: 'Upload too large',
  422: 'Understood but not done: a printer that does not answer; the message names it',
  429: 'Too many attempts; `message` says how long to wait',
  503: 'Busy (too many pictures being processed) or the database unreachable (`DATABASE_UNAVAILABLE`); `Retry-After` says when to try again',
};

/** Documents failure answers in a route's response schema: `...errorResponses(400, 401)`. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBody.describe(DESCRIPTIONS[status] ?? 'Failure')]),
  ) as Record<number, typeof errorBody>;
}
