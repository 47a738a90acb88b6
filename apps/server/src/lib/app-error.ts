/**
 * A failure the diner can act on. Domain functions throw it; the one error handler in
 * plugins/error-handler.ts turns it into `{ success: false, error: code, message }` with the status.
 * `message` is Turkish and shown by the app as it is.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
