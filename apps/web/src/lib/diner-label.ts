import { texts } from '../i18n/texts.ts';

const t = texts('app');

/**
 * The server's word for a diner without a name, kept in old answers (and the staff's screens):
 * 'Misafir', 'Misafir 2'. A label the app draws in the page's language, never a name.
 */
const GUEST_WORD = /^Misafir(?: (\d+))?$/;

/** A diner as an answer names one: a name, or null with the table's number for the guest. */
export type DinerNaming = {
  name?: string | null;
  guestNumber?: number | null;
};

/**
 * Null when the diner has a name of their own, else the guest's number (0 when unnumbered):
 * issue 30, ADR 061.
 */
export function guestNumberOf(diner: DinerNaming): number | null {
  const name = diner.name?.trim() ?? '';
  const word = GUEST_WORD.exec(name);
  if (name && !word) return null;
  return diner.guestNumber ?? (word?.[1] ? Number(word[1]) : 0);
}

/** The diner's name, or 'Misafir'/'Guest' ('Misafir 2'/'Guest 2') when they gave none. */
export function dinerLabel(diner: DinerNaming): string {
  const number = guestNumberOf(diner);
  if (number === null) return diner.name?.trim() ?? '';
  return number > 0 ? t('app.guestNumbered', { number }) : t('app.guest');
}
