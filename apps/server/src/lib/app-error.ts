import { say, type MessageId, type MessageValues, type Said } from '../i18n/say.ts';

/**
 * A failure the diner can act on. Domain functions throw it; the one error handler in
 * plugins/error-handler.ts turns it into `{ success: false, error: code, message }` with the status.
 * `message` is Turkish and shown by the app as it is; a failure thrown by `refuse` also carries
 * its message's id and values (`said`), and the handler says it in the request's language.
 */
export class AppError extends Error {
  readonly said?: Said;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | Said,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : say('tr', message));
    this.name = 'AppError';
    if (typeof message !== 'string') this.said = message;
  }
}

/** What follows `error.` in an id of the catalog: a code, or a code and which of its sentences. */
export type ErrorKey = MessageId extends infer Id
  ? Id extends `error.${infer Key}`
    ? Key
    : never
  : never;

/**
 * A failure named by its code and its message's values (ADR 098): `refuse(409, 'SHARE_PAID',
 * { name, index, count })` answers code SHARE_PAID with the catalog's `error.SHARE_PAID`; a code
 * of several sentences names one, `refuse(400, 'ITEM_CANCELLED.bill', { name })`.
 */
export const refuse = (
  statusCode: number,
  key: ErrorKey,
  values: MessageValues = {},
  details?: Record<string, unknown>,
) =>
  new AppError(
    statusCode,
    key.split('.')[0]!,
    { id: `error.${key}` as MessageId, values },
    details,
  );
