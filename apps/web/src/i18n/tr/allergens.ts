// Ours (issue 21 §5, ADR 045): the allergen control, the profile's section, the cart's warning.
export const allergens = {
  title: 'Alerjenlerim',
  intro:
    'Kaçındığınız alerjenleri seçin: menü bunları içeren ürünleri işaretler, sepet sipariş vermeden önce uyarır, siparişinizle birlikte mutfağa alerji notu gider.',
  listLabel: 'Kaçındığım alerjenler',
  hide: 'Bu alerjenleri içeren ürünleri menüde gizle',
  onProfile: 'Seçiminiz hesabınıza kaydedilir.',
  onDevice: 'Seçiminiz bu telefonda saklanır.',
  disclaimer:
    'Alerjen bilgisini işletme girer; ciddi bir alerjiniz varsa siparişten önce garsona da söyleyin.',
  save: 'Alerjenleri Kaydet',
  saving: 'Kaydediliyor...',
  saved: 'Alerjen tercihleriniz kaydedildi',
  close: 'Kapat',
  lineWarning: (names: string) => `Kaçındığınız alerjen: ${names}`,
  warningTitle: 'Alerjen uyarısı',
  warningText: 'Sepetinizdeki şu ürünler kaçındığınız alerjenleri içeriyor:',
  warningLine: (name: string, names: string) => `${name}: ${names}`,
  orderAnyway: 'Yine de Sipariş Ver',
  backToCart: 'Sepete Dön',
  noteSent: (names: string) => `Siparişinizle mutfağa alerji notu gider: ${names}`,
} as const;
