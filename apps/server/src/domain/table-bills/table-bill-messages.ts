/** What the staff read about a table's bills ("Ayrı hesap", ADR 078). Turkish, as the staff API. */
export const TABLE_BILL_MESSAGES = {
  billOpened: (label: string, units: number) => `${label} açıldı; ${units} adet ürün taşındı`,
  linesMoved: (label: string, units: number) => `${units} adet ürün ${label} hesabına taşındı`,
} as const;
