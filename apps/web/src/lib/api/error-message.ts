import type { KeyOf } from '../../i18n/message-ids.ts';
import { texts } from '../../i18n/texts.ts';
import { ApiError } from './api-error.ts';

const t = texts('errors');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const STATUS_MESSAGES: Partial<Record<number, KeyOf<'errors'>>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  500: 'server',
};

/** A plain-text body is shown as is, but never an HTML error page. */
function textBodyMessage(body: string): string | null {
  const text = body.trim();
  return text !== '' && !text.startsWith('<') && text.length <= 300 ? text : null;
}

function errorsListMessage(errors: unknown): string | null {
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const parts = errors
    .map((entry: unknown) => (isObject(entry) ? entry.message : entry))
    .filter(nonEmpty);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The server's own words in a failed response, in the order of 000 §8.4 / 001 §8: a string
 * error as is; body message; body error (string, or its message, or JSON); body data.message;
 * the errors list joined with commas. Null when the body says nothing.
 */
export function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') return textBodyMessage(body);
  if (!isObject(body)) return null;
  if (nonEmpty(body.message)) return body.message;
  if (nonEmpty(body.error)) return body.error;
  if (isObject(body.error)) {
    return nonEmpty(body.error.message) ? body.error.message : JSON.stringify(body.error);
  }
  if (isObject(body.data) && nonEmpty(body.data.message)) return body.data.message;
  return errorsListMessage(body.errors);
}

export function messageForStatus(status: number): string {
  if (!Number.isInteger(status) || status <= 0) return t('errors.generic');
  const key = STATUS_MESSAGES[status];
  return key ? t(`errors.${key}`) : t('errors.status', { status });
}

/**
 * Text for a request that got no response at all (000 §8.4): the order-area layer says
 * 'İstek zaman aşımına uğradı' / 'Sunucuya bağlanılamadı', the shared layer 'Sunucu yanıt
 * vermiyor. Lütfen daha sonra tekrar deneyin.' / 'Sunucuya bağlanılamadı. Ağ bağlantınızı
 * kontrol edin.'.
 */
export function noResponseMessage(timedOut: boolean, orderArea = false): string {
  if (orderArea) return timedOut ? t('errors.timeout') : t('errors.network');
  return timedOut ? t('errors.noAnswer') : t('errors.networkCheck');
}

/** Field errors from a body's `errors: [{ field, message }]` list. */
export function fieldErrorsFromBody(body: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isObject(body) || !Array.isArray(body.errors)) return result;
  for (const entry of body.errors as unknown[]) {
    if (isObject(entry) && nonEmpty(entry.field) && nonEmpty(entry.message)) {
      result[entry.field] ??= entry.message;
    }
  }
  return result;
}

/** The server's error code: `code`, else an upper-case `error` such as 'VALIDATION_ERROR'. */
export function errorCodeFromBody(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  if (nonEmpty(body.code)) return body.code;
  return nonEmpty(body.error) && /^[A-Z][A-Z0-9_]*$/.test(body.error) ? body.error : undefined;
}

/**
 * The text to show for anything a request or a feature threw (000 §8.4 "Fallback"): the
 * server's message, else its first field error, else 'Bir hata oluştu.'. An ApiError always has
 * a text of its own (the server's, its layer's, or its status's).
 */
export function errorMessageOf(error: unknown): string {
  if (nonEmpty(error)) return error;
  if (error instanceof ApiError) {
    const field = Object.values(error.fieldErrors).find(nonEmpty);
    if (error.generic && field) return field;
    if (nonEmpty(error.message)) return error.message;
  }
  return t('errors.fallback');
}
