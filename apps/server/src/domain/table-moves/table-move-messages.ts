/**
 * What the staff read when a party, a table or lines move (issue 32 §3, ADR 075). Turkish, the
 * staff API's language, as the other staff messages.
 */
export const TABLE_MOVE_MESSAGES = {
  sameTable: 'Masa kendisine taşınamaz ya da birleştirilemez; başka bir masa seçin',
  outOfService: (table: string) => `${table} hizmet dışı; başka bir masa seçin`,
  targetSeated: (table: string) =>
    `${table} dolu: kendi oturumu veya açık siparişi var. Taşımak yerine masaları birleştirin`,
  nothingToMove: (table: string) => `${table} boş; taşınacak misafir ya da sipariş yok`,
  intoFree: (table: string) => `${table} boş; birleştirmek yerine masayı taşıyın`,
  splitPending: (table: string) =>
    `${table} masasında bekleyen bir hesap bölme isteği var; önce onaylayın ya da reddedin`,
  paymentInProgress: (table: string) =>
    `${table} masasında onaylanmış ama ödenmemiş bir hesap bölme var; önce ödemesini alın`,
  merged: (from: string, into: string) =>
    `${from} masası ${into} masasıyla birleştirildi; hesap ${into} masasında`,
  noBillThere: (table: string) =>
    `${table} masasında açık hesap yok; ürün taşımak için önce masayı açın ya da taşıyın`,
  lineNotFound: 'Taşınacak ürün bu siparişte bulunamadı',
  lineChanged: (name: string, quantity: number) =>
    `${name} değişti: şimdi ${quantity} adet. Ekranı yenileyip tekrar deneyin`,
  lineGone: (name: string) => `${name} başka bir hesaba taşındı. Ekranı yenileyip tekrar deneyin`,
  lineNotMovable: (name: string, movable: number) =>
    `${name} için taşınabilecek ${movable} adet var: ödenen, hesap bölmede tutulan, paylaşılan ya da ücretsiz adetler taşınamaz`,
  linesMoved: (count: number, to: string) => `${count} adet ürün ${to} masasının hesabına taşındı`,
  moved: (from: string, to: string) => `${from} masasındaki misafirler ${to} masasına taşındı`,
} as const;
