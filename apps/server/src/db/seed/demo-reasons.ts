import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';

/** The reasons every demo business starts with (contract rule 5), Turkish with English. */
export const DEMO_REASONS: Record<CorrectionKind, [label: string, labelEn: string][]> = {
  void: [
    ['Yanlış sipariş', 'Wrong order'],
    ['Müşteri vazgeçti', 'Guest changed their mind'],
    ['Yanık / bozuk', 'Burnt / spoiled'],
  ],
  ikram: [
    ['Müdavim', 'Regular guest'],
    ['Bekleme için özür', 'Sorry for the wait'],
    ['Doğum günü', 'Birthday'],
  ],
  discount: [
    ['Personel', 'Staff'],
    ['Şikâyet', 'Complaint'],
    ['Müdavim', 'Regular guest'],
  ],
  walkout: [['Ödemeden ayrıldı', 'Left without paying']],
};
