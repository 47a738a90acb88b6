// Equal split (001 §5, §9): at least 2 people; a lower or invalid count becomes 2. The parts
// are whole kuruş and add up exactly to the total: the kuruş left over by the division go
// one each to the first parts.
import { EQUAL_SPLIT_MIN_PEOPLE, PERSON_COUNT_MAX } from '../orders/order-limits.ts';

/**
 * The number of people to split among: lower or invalid becomes 2 (001 §5). The documents
 * give no maximum; the table's person-count maximum (20) is used as one.
 */
export function normalizeSplitPeople(people: unknown): number {
  const count = typeof people === 'string' ? Number(people) : people;
  if (typeof count !== 'number' || !Number.isFinite(count)) return EQUAL_SPLIT_MIN_PEOPLE;
  return Math.min(PERSON_COUNT_MAX, Math.max(EQUAL_SPLIT_MIN_PEOPLE, Math.floor(count)));
}

export function splitEqually(total: number, people: unknown): number[] {
  const count = normalizeSplitPeople(people);
  const amount = Math.max(0, Math.round(total));
  const base = Math.floor(amount / count);
  const leftover = amount - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < leftover ? 1 : 0));
}
