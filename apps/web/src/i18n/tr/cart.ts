export const cart = {
  title: 'Sepetim',
  itemsLabel: 'Sepetteki ürünler',
  empty: 'Sepetiniz boş.',
  goToMenu: 'Menüye Git',
  clear: 'Sepeti Boşalt',
  clearConfirm: 'Sepeti boşaltmak istediğinize emin misiniz?',
  clearYes: 'Evet, Boşalt',
  cancel: 'Vazgeç',
  remove: (name: string) => `${name} sepetten çıkar`,
  decrease: (name: string) => `${name} adedini azalt`,
  increase: (name: string) => `${name} adedini artır`,
  quantity: (name: string, quantity: number) => `${name}: ${quantity} adet`,
  unitPrice: (price: string) => `Birim fiyat ${price}`,
  /** The table's shared cart (issue 21 §2, ADR 043). Ours. */
  addedByMe: 'Siz eklediniz',
  addedBy: (name: string) => `${name} ekledi`,
  unavailable: 'Şu anda mevcut değil',
  /** Issue 29 §6: a dish sold out while in the cart. Ours. */
  leftOut: 'Siparişe eklenmeyecek',
  soldOutHint: 'Şu anda mevcut olmayan ürünler siparişe ve toplama eklenmez.',
  allSoldOut: 'Sepetteki ürünlerin hiçbiri şu anda sipariş verilemiyor.',
  sharedHint: 'Masadaki herkes bu sepeti görür; her ürünü yalnızca ekleyen değiştirebilir.',
  clearMine: 'Eklediklerimi Çıkar',
  clearMineConfirm: 'Eklediğiniz ürünleri sepetten çıkarmak istediğinize emin misiniz?',
  /** Issue 30: a line added offline at a table, kept on the phone until it is sent. Ours. */
  waiting: 'Gönderilmeyi bekliyor · bağlantı gelince masanın sepetine eklenecek',
  refused: (message: string) => `Masanın sepetine eklenemedi: ${message}`,
} as const;
