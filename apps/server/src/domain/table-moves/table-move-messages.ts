/**
 * What the staff read when a party, a table or lines move (issue 32 §3, ADR 075). Turkish, the
 * staff API's language, as the other staff messages.
 */
export const TABLE_MOVE_MESSAGES = {
  paymentInProgress: (table: string) =>
    `${table} masasında onaylanmış ama ödenmemiş bir hesap bölme var; önce ödemesini alın`,
  lineNotFound: 'Taşınacak ürün bu siparişte bulunamadı',
  lineChanged: (name: string, quantity: number) =>
    `${name} değişti: şimdi ${quantity} adet. Ekranı yenileyip tekrar deneyin`,
  lineGone: (name: string) => `${name} başka bir hesaba taşındı. Ekranı yenileyip tekrar deneyin`,
} as const;
