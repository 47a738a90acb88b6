/**
 * What a diner chose for a line (issue 20: two "Adana Kebap" lines with different options must
 * look different on every screen that names the dish): the option choices by their group's
 * name (a stored line's groups come back from PostgreSQL's jsonb in its own key order, a cart
 * line's in the menu's: one order for both), then the extras. Cart lines, order items and bill
 * lines all carry these, so each screen shows the same words.
 */
export type LineChoices = { options: string[]; extras: string[] };

export function lineChoicesOf({
  selectedOptions,
  selectedAdditions,
}: {
  selectedOptions?: Readonly<Record<string, readonly string[]>> | null;
  selectedAdditions?: readonly { name: string }[] | null;
}): LineChoices {
  return {
    options: Object.entries(selectedOptions ?? {})
      .sort(([a], [b]) => a.localeCompare(b, 'tr'))
      .flatMap(([, names]) => [...names]),
    extras: (selectedAdditions ?? []).map((extra) => extra.name),
  };
}

/**
 * The same choices in English (ADR 060): the line's English options (copied at order time, each
 * choice falling back to the Turkish) and its extras' English names, else the Turkish.
 */
export function lineChoicesEnOf(line: {
  selectedOptions?: Readonly<Record<string, readonly string[]>> | null;
  selectedOptionsEn?: Readonly<Record<string, readonly string[]>> | null;
  selectedAdditions?: readonly { name: string; nameEn?: string }[] | null;
}): { optionsEn: string[]; extrasEn: string[] } {
  return {
    optionsEn: Object.entries(selectedOptionsEnOf(line))
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .flatMap(([, names]) => [...names]),
    extrasEn: (line.selectedAdditions ?? []).map((extra) => extra.nameEn || extra.name),
  };
}

/** A line's English options; a line ordered before they were copied (ADR 060) has the Turkish. */
export function selectedOptionsEnOf<T extends Readonly<Record<string, readonly string[]>>>(line: {
  selectedOptions?: T | null;
  selectedOptionsEn?: T | null;
}): T | Record<string, never> {
  const en = line.selectedOptionsEn;
  return en && Object.keys(en).length > 0 ? en : (line.selectedOptions ?? {});
}

/** True when a line carries any choice worth showing. */
export const hasChoices = (choices: LineChoices): boolean =>
  choices.options.length > 0 || choices.extras.length > 0;
