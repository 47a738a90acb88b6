/**
 * The constraint named by a PostgreSQL unique violation (SQLSTATE 23505), looking through the
 * wrapper drizzle puts around driver errors; undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505') {
      return typeof pgError.constraint === 'string' ? pgError.constraint : '';
    }
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error, looking through drizzle's wrapper; undefined otherwise. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What may be logged of an unexpected error: its kind, SQLSTATE and stack frames, never its
 * message text. Drizzle's message carries the query's parameters (e-mails, phone numbers,
 * password hashes), and PostgreSQL's `detail` the row's values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const state = sqlState(error);
  return {
    type: error.constructor.name,
    ...(state ? { sqlState: state } : { message: error.message.slice(0, 200) }),
    stack: frames.join('\n'),
  };
}
