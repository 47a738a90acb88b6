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
