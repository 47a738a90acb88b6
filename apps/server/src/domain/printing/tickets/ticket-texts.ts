/**
 * The words printed on the kitchen's, the bar's and the till's paper (issue 33). Turkish only:
 * a ticket is read by the kitchen and handed to a Turkish diner, whatever language the staff
 * app is set to. The receipt's words are the staff app's receipt on screen (apps/staff i18n
 * payment / bill), so paper and screen say the same.
 */
export const TICKET_TEXTS = {
  order: (orderNumber: number) => `Sipariş #${orderNumber}`,
  orders: (numbers: readonly number[]) => `Sipariş ${numbers.map((n) => `#${n}`).join(', ')}`,
  /** A diner's order from the table's QR code: no waiter took it. */
  qrOrder: 'QR sipariş',
  waiter: (name: string) => `Garson: ${name}`,
  course: (label: string) => `Servis: ${label}`,
  /** A held course the waiter fired ("marş"). */
  fired: (label: string) => `MARŞ: ${label}`,
  /** Lines a diner added to an order already printed (ADR 083). */
  addition: 'EK SİPARİŞ',
  /** Why and by whom units a diner took out of an order already printed were cancelled. */
  dinerEdit: 'Misafir siparişini değiştirdi',
  line: (quantity: number, name: string) => `${quantity} x ${name}`,
  extra: (name: string) => `+ ${name}`,
  removal: (what: string) => `Çıkarılsın: ${what}`,
  note: (text: string) => `Not: ${text}`,
  seat: (seat: number) => `Koltuk ${seat}`,
  /** A dish's allergens (its product's list, ADR 045). */
  allergens: (names: readonly string[]) => `ALERJEN: ${names.join(', ')}`,
  /** The diner's allergy note: what they avoid. */
  allergyNote: (names: readonly string[]) => `ALERJİ NOTU: ${names.join(', ')}`,
  cancelled: 'İPTAL',
  voidKind: { not_made: 'Yapılmadı', wasted: 'Yapıldı, zayi' } as Record<string, string>,
  reason: (reason: string) => `Sebep: ${reason}`,
  cancelledBy: (name: string) => `İptal eden: ${name}`,
  reprint: 'TEKRAR BASKI',
  reprintAt: (at: string) => `Tekrar basıldı: ${at}`,
  prebill: 'ARA HESAP',
  table: (name: string) => `Masa: ${name}`,
  /** One of a table's bills (ADR 078), beside the table: "Masa: Bahçe 3 · Hesap 2". */
  tableBill: (name: string, bill: number) => `Masa: ${name} · Hesap ${bill}`,
  taxId: (office: string, number: string) => `${office} V.D. · VKN ${number}`,
  /** ADR 092: a business that declared İş Kanunu article 51 says so on its slips. */
  article51: 'İş Kanunu m. 51 kapsamında yüzde usulü uygulanır.',
  receipt: (orderNumber: number) => `Sipariş #${orderNumber} ödeme fişi`,
  recordedBy: (name: string) => `Ödemeyi alan: ${name}`,
  ikram: 'İkram',
  free: 'ücretsiz',
  shareOf: (index: number, count: number, name: string) => `Pay ${index}/${count} · ${name}`,
  staffDiscount: (reason: string, percent: number | null) =>
    `İndirim · ${reason}${percent ? ` %${percent}` : ''}`,
  discount: 'İndirim',
  subtotal: 'Ara Toplam',
  vat: (rate: number, included: boolean) => (included ? `KDV %${rate} (dahil)` : `KDV %${rate}`),
  total: 'Toplam',
  paid: 'Ödenen',
  amount: 'Tutar',
  tips: 'Bahşiş',
  tipsInAll: 'Toplam Bahşiş',
  paidTotal: 'Toplam Ödenen',
  left: 'Kalan',
  tableLeft: 'Masada kalan',
  /** What one of a table's bills has left over its orders (ADR 078). */
  billLeft: 'Hesapta kalan',
  received: 'Alınan nakit',
  change: 'Para üstü',
  methods: {
    cash: 'Nakit',
    credit_card: 'Kredi kartı',
    online: 'Online',
    sodexo: 'Sodexo',
    mutlinet: 'Multinet',
  } as Record<string, string>,
  notFiscal: 'Bilgi fişidir, mali değeri yoktur.',
} as const;
