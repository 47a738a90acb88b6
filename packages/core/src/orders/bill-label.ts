import { z } from 'zod';

/**
 * A table's bills ("Ayrı hesap", ADR 078): an order's `billLabel` is null on the table's first
 * bill and "Hesap 2", "Hesap 3"… on the others. The label is stored in Turkish, as the contract
 * of issue 32 names it; screens show the bill's number in their own language.
 */
const PREFIX = 'Hesap ';
export const MAX_BILLS_PER_TABLE = 20;

export const billLabelOf = (n: number): string => `${PREFIX}${n}`;

/** The bill's number: 1 for the first bill (no label), N for "Hesap N". */
export function billNumberOf(label: string | null | undefined): number {
  if (!label) return 1;
  const n = Number(label.slice(PREFIX.length));
  return label.startsWith(PREFIX) && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A bill named by a request: "Hesap 2" … ; "Hesap 1" or null is the table's first bill. */
export const billLabel = z
  .string()
  .regex(/^Hesap [1-9][0-9]?$/, 'rules.bill.label')
  .nullable()
  .transform((label) => (label === null || billNumberOf(label) === 1 ? null : label));
