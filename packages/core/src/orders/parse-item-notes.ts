// Order item notes are multi-line (001 §3): 'Çıkarılsın:' lines are removals, 'Ekstra:'
// lines extras, 'Servis ücreti:' lines service-charge lines, other lines special notes.

export const ITEM_NOTE_PREFIXES = {
  removal: 'Çıkarılsın:',
  extra: 'Ekstra:',
  serviceCharge: 'Servis ücreti:',
} as const;

export type ParsedItemNotes = {
  /** Text after 'Çıkarılsın:', one entry per line. */
  removals: string[];
  /** Text after 'Ekstra:', one entry per line. */
  extras: string[];
  /** Text after 'Servis ücreti:', one entry per line. */
  serviceCharges: string[];
  /** Every other non-empty line. */
  specialNotes: string[];
};

export function parseItemNotes(notes: string | null | undefined): ParsedItemNotes {
  const parsed: ParsedItemNotes = {
    removals: [],
    extras: [],
    serviceCharges: [],
    specialNotes: [],
  };
  for (const rawLine of (notes ?? '').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const after = (prefix: string) => line.slice(prefix.length).trim();
    if (line.startsWith(ITEM_NOTE_PREFIXES.removal)) {
      parsed.removals.push(after(ITEM_NOTE_PREFIXES.removal));
    } else if (line.startsWith(ITEM_NOTE_PREFIXES.extra)) {
      parsed.extras.push(after(ITEM_NOTE_PREFIXES.extra));
    } else if (line.startsWith(ITEM_NOTE_PREFIXES.serviceCharge)) {
      parsed.serviceCharges.push(after(ITEM_NOTE_PREFIXES.serviceCharge));
    } else {
      parsed.specialNotes.push(line);
    }
  }
  return parsed;
}
