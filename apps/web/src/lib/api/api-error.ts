/** Why a request has no usable answer: the server answered with an error, or it never answered. */
export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * The one error type the request client throws. `message` is the Turkish text to show
 * (000 §8.4 extraction order); `status` is 0 when no response arrived.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's machine-readable code (`error` or `code` of the body), e.g. 'VALIDATION_ERROR'. */
  readonly code: string | undefined;
  /** Field name → message, from the body's `errors` list (validation failures). */
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;
  /**
   * The server answered without words of its own: `message` is only the text of its status
   * ('Sunucu hatası', 'Hata: 502'). A screen then names its situation instead (failure-text.ts).
   */
  readonly generic: boolean;

  constructor(init: {
    message: string;
    status: number;
    kind: ApiErrorKind;
    code?: string | undefined;
    fieldErrors?: Record<string, string>;
    body?: unknown;
    generic?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.generic = init.generic ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
