export const product = {
  required: 'Zorunlu',
  chooseOne: (group: string) => `Lütfen ${group} için bir seçim yapın.`, // ours
  extras: 'Ekstralar',
  notes: 'Ürün Notu',
  notesPlaceholder: 'Örneğin: az pişmiş olsun',
  notesCount: (length: number, max: number) => `${length}/${max}`,
  quantity: 'Adet',
  decrease: 'Adedi azalt',
  increase: 'Adedi artır',
  addWithPrice: (price: string) => `Sepete Ekle · ${price}`,
  close: 'Kapat',
  ingredients: 'İçindekiler',
  allergens: 'Alerjenler',
  avoided: '(kaçındığınız)', // ours (ADR 045)
  preparationTime: (minutes: number) => `Hazırlama süresi: ${minutes} dk`,
  backToMenu: 'Menüye Dön',
  loadFailed: 'Ürün bilgisi yüklenemedi.',
  extraPrice: (price: string) => `+${price}`,
} as const;
