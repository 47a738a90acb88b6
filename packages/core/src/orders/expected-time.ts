/**
 * An order's expected time (issue 20), from its products' preparation times (001 §3 Product
 * preparationTime, minutes): the kitchen makes lines side by side, so a line is expected
 * `preparationMinutes` after it could start, the later of when the staff accepted the order
 * ('received') and when the line was added; the order when its last open line is. Lines
 * already ready, delivered or cancelled, and products without a preparation time, do not count.
 */
export type TimedLine = {
  status: string;
  /** ISO 8601 or a Date. */
  createdAt: string | Date;
  preparationMinutes: number | null;
};

const DONE = new Set(['ready', 'delivered', 'cancelled']);
const MINUTE_MS = 60_000;

const open = (lines: readonly TimedLine[]) =>
  lines.filter(
    (line): line is TimedLine & { preparationMinutes: number } =>
      !DONE.has(line.status) && line.preparationMinutes !== null && line.preparationMinutes > 0,
  );

/** The longest preparation time of the open lines, or null: what a waiting order expects. */
export function preparationMinutesOf(lines: readonly TimedLine[]): number | null {
  const minutes = open(lines).map((line) => line.preparationMinutes);
  return minutes.length > 0 ? Math.max(...minutes) : null;
}

/** When the open lines should be ready, ISO 8601; null before the order was accepted. */
export function expectedReadyAt({
  receivedAt,
  lines,
}: {
  receivedAt: string | Date | null;
  lines: readonly TimedLine[];
}): string | null {
  if (receivedAt === null) return null;
  const start = new Date(receivedAt).getTime();
  const ends = open(lines).map(
    (line) =>
      Math.max(start, new Date(line.createdAt).getTime()) + line.preparationMinutes * MINUTE_MS,
  );
  return ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : null;
}
