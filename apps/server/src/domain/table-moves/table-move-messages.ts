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
  moved: (from: string, to: string) => `${from} masasındaki misafirler ${to} masasına taşındı`,
} as const;
