/**
 * How a diner of a sitting is named to the diners (ADR 060): their first name, or, for a diner
 * without one, null and their number, which the diner's app labels in its language ('Misafir 1',
 * 'Guest 1'). The stored name keeps the Turkish label for the staff's screens.
 */
export function dinerName(diner: { name: string; guestNumber: number | null }): {
  name: string | null;
  guestNumber: number | null;
} {
  return diner.guestNumber === null
    ? { name: diner.name, guestNumber: null }
    : { name: null, guestNumber: diner.guestNumber };
}
