/** Turkish answers of the corrections routes (issue 32 §1, ADR 073); English in lib/english. */
export const CORRECTION_MESSAGES = {
  lineChanged: (name: string, quantity: number) =>
    `${name} siz bakarken değişti; şimdi ${quantity} adet. Ekranı yenileyip tekrar deneyin.`,
  linePaid: (name: string) => `${name} için ödeme alındı, değiştirilemez`,
  unitsPaid: (name: string, unpaid: number) =>
    `${name} için yalnızca ödenmemiş ${unpaid} adet değiştirilebilir`,
  reasonRequired: 'Bir sebep seçin ya da yazın',
} as const;
