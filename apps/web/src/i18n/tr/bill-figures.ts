// A bill's figures wherever they are shown (order card, bill dialog, split, payment screen,
// cart): the one bill model's figures (ADR 027). VAT inside the prices reads "(dahil)".
export const billFigures = {
  label: 'Hesap Özeti', // ours
  lines: 'Hesaptaki ürünler', // ours
  line: (name: string, quantity: number) => `${quantity} × ${name}`,
  subtotal: 'Ara Toplam',
  discount: 'İndirim',
  campaign: (code: string) => `Kampanya (${code})`, // ours
  campaignDiscount: 'Kampanya indirimi', // ours (issue 30): an order's campaign, its own row
  /** A staff discount (issue 32 §2, ADR 074), its own row: "İndirim · Müdavim %10". */
  staffDiscount: (reason: string, percent: number | null) =>
    `İndirim · ${reason}${percent ? ` %${percent}` : ''}`, // ours
  serviceCharge: 'Hizmet Bedeli', // ours
  vatIncluded: (rate: number) => `KDV %${rate} (dahil)`,
  vatAdded: (rate: number) => `KDV %${rate}`,
  total: 'Toplam',
  paid: 'Ödenen', // ours
  tips: 'Bahşiş',
  paidTotal: 'Toplam Ödenen', // ours
  /** The history (ADR 058): the bill's paid total is the whole table's, her own part apart. */
  tablePaidTotal: 'Masada Ödenen Toplam', // ours
  paidByYou: 'Sizin Ödediğiniz', // ours
  left: 'Kalan Tutar', // ours
  tipsIncluded: 'Bahşiş dahil', // ours
  free: 'Ücretsiz',
  /** A line the restaurant gave on the house (issue 32, ADR 073). */
  ikram: 'İkram', // ours
  includedIn: (charge: string) => `(${charge} dahil)`, // ours
  freeUnits: (count: number, charge: string | null) =>
    charge ? `${count} adet ücretsiz (${charge} dahil)` : `${count} adet ücretsiz`, // ours
  extras: (names: string) => `Ekstra: ${names}`, // ours
  linePaid: 'Ödendi',
  linePartlyPaid: (paid: number, quantity: number) => `${paid}/${quantity} ödendi`, // ours
  /** A shared line (ADR 048): how many of its shares are paid. */
  sharesPaid: (paid: number, count: number) => `${paid}/${count} pay ödendi`, // ours
};
