/** The one error the request client throws: `message` is the server's text to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** What else the answer said besides its code and message (a lost payment race's payer). */
  readonly details: Record<string, unknown>;
  constructor(
    message: string,
    status: number,
    code?: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
