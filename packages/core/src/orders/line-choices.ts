/**
 * What a diner chose for a line (issue 20: two "Adana Kebap" lines with different options must
 * look different on every screen that names the dish): the option choices in the menu's group
 * order, then the extras. Cart lines, order items and bill lines all carry these, so each
 * screen shows the same words.
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
    options: Object.values(selectedOptions ?? {}).flatMap((names) => [...names]),
    extras: (selectedAdditions ?? []).map((extra) => extra.name),
  };
}

/** True when a line carries any choice worth showing. */
export const hasChoices = (choices: LineChoices): boolean =>
  choices.options.length > 0 || choices.extras.length > 0;
