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
  moved: (from: string, to: string) => `${from} masasındaki misafirler ${to} masasına taşındı`,
} as const;
