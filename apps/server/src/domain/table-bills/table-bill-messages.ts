/** What the staff read about a table's bills ("Ayrı hesap", ADR 078). Turkish, as the staff API. */
export const TABLE_BILL_MESSAGES = {
  billSettled: (order: number) =>
    `#${order} siparişinin hesabı kapandı; ayrı hesaba yalnızca açık hesaptaki ürünler taşınır`,
  tooManyBills: 'Bir masada en çok 20 hesap açılabilir',
  billOpened: (label: string, units: number) => `${label} açıldı; ${units} adet ürün taşındı`,
  linesMoved: (label: string, units: number) => `${units} adet ürün ${label} hesabına taşındı`,
  sameBill: 'Ürünler zaten bu hesapta; başka bir hesap seçin',
  billNotOpen: (label: string) =>
    `${label} bu masada açık değil; masanın hesaplarından birini seçin`,
} as const;
