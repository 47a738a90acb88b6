// The inverse of parseItemNotes: the cart writes an item's removals, extras and note in the
// multi-line form the orders screen reads back (001 §3 "Order item").
import { ITEM_NOTE_PREFIXES, type ParsedItemNotes } from './parse-item-notes.ts';

export function buildItemNotes(parts: Partial<ParsedItemNotes>): string {
  const clean = (values: string[] | undefined) =>
    (values ?? []).map((value) => value.replace(/\s+/g, ' ').trim()).filter((v) => v !== '');
  return [
    ...clean(parts.removals).map((value) => `${ITEM_NOTE_PREFIXES.removal} ${value}`),
    ...clean(parts.extras).map((value) => `${ITEM_NOTE_PREFIXES.extra} ${value}`),
    ...clean(parts.serviceCharges).map((value) => `${ITEM_NOTE_PREFIXES.serviceCharge} ${value}`),
    ...clean(parts.specialNotes),
  ].join('\n');
}
