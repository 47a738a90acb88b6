/** How long the display waits for a second digit before bumping the card of the first. */
export const KEY_PAUSE_MS = 800;

/**
 * Reads the digits a keyboard or bump bar has typed as a card number (issue 29: fifteen cards,
 * keys stopped at 9; docs/decisions/057-kitchen-display-cards.md). With `count` cards a number
 * is complete when no further digit could make one ("2" of 15 at once, since 20 > 15; "1" of 15
 * waits for a second digit, Enter or a pause); `card` is null when it names no card.
 */
export function readCardNumber(
  typed: string,
  count: number,
): { card: number | null; complete: boolean } {
  const number = Number(typed);
  if (!/^[1-9]\d*$/.test(typed) || number > count) return { card: null, complete: true };
  return { card: number, complete: number * 10 > count };
}
