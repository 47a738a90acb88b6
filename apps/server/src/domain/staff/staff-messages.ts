/** Turkish answers of the staff API. The documents show no staff screens: every text is ours. */
export const STAFF_MESSAGES = {
  orderNotFound: 'Sipariş bulunamadı',
  itemPaidCannotCancel: (name: string) => `${name} için ödeme alındı, iptal edilemez`,
  paymentOrderClosed: 'Bu sipariş için ödeme alınamaz',
  nothingToPay: 'Ödenecek bir şey seçilmedi',
  paymentAmountChanged: (amount: string) =>
    `Hesap değişti: bu ödemenin tutarı artık ${amount}. Lütfen kontrol edip tekrar kaydedin.`,
  /** Issue 29: who recorded the payment that came first, so the one holding the cash knows. */
  paymentRaceLost: (p: {
    refusal: string;
    by: string;
    amount: string;
    time: string;
    left: string;
  }) =>
    `${p.refusal.replace(/\.?$/, '.')} Son ödemeyi ${p.by} kaydetti (${p.amount}, ${p.time}); kalan ${p.left}.`,
  paidByDiner: 'müşteri',
  splitPaid: 'Bu hesap bölme isteğinin ödemesi zaten alındı',
  /** ADR 048: the share was paid or another approved request took it, or the line changed. */
  shareTaken: (name: string, index: number, count: number) =>
    `${name} için ${index}/${count} payı ödendi ya da başka bir onaylı istekte`,
  splitExceeds: (name: string, remaining: number) =>
    `${name} için ödenecek ${remaining} adet kaldı; istek onaylanamaz`,
  tableNotFound: 'Masa bulunamadı',
  roleNotAllowed: 'Bu rolü veremez ya da bu kişinin rolünü değiştiremezsiniz',
  partyOfCancelled: 'İptal edilen siparişin kişi sayısı değiştirilemez',
} as const;
