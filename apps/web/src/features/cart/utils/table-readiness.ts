/**
 * Whether the cart can order at the stored table (ADR 015, 036, 042): `ready` with the table's
 * printed code or the key of its sitting; `codeMissing` when the table is known (a QR code in
 * 000 §5.4's JSON or plain-text form, or a menu link, names it) but its printed code was never
 * seen, so the cart asks for that code alone (issue 30); `noTable` when no table of the cart's
 * business is known yet, and the diner scans.
 */
export type TableReadiness = 'ready' | 'codeMissing' | 'noTable';

export function tableReadiness({
  businessId,
  tableId,
  proven,
  itemBusinessIds,
}: {
  businessId: string | null;
  tableId: string | null;
  /** The printed code or a sitting's key is stored. */
  proven: boolean;
  itemBusinessIds: readonly string[];
}): TableReadiness {
  if (businessId === null || tableId === null) return 'noTable';
  if (itemBusinessIds.some((id) => id !== businessId)) return 'noTable';
  return proven ? 'ready' : 'codeMissing';
}
