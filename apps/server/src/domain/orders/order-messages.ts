/**
 * Turkish answers of the order writes. The documents' texts are used verbatim where they give
 * one (001 §5, §8); the others are ours, in the same voice.
 */
export const ORDER_REQUEST_MESSAGES = {
  /** 001 §5. */
  cartEmpty: 'Sepetiniz boş.',
  quantityMax: (max: number) => `Bir üründen en fazla ${max} adet sipariş verilebilir`,
  tooManyLines: (max: number) => `Bir siparişte en fazla ${max} farklı ürün olabilir`,
  orderNotesTooLong: 'Sipariş notu en fazla 500 karakter olabilir',
  businessNotFound: 'İşletme bulunamadı',
  businessInactive: 'İşletme şu anda sipariş almıyor',
  tableNotFound: 'Masa bulunamadı',
  tableOfOtherBusiness: 'Masa bu işletmeye ait değil',
  tableInactive: 'Masa şu anda hizmet dışı',
  productNotFound: 'Ürün bulunamadı',
  productOfOtherBusiness: 'Ürün bu işletmeye ait değil',
  productUnavailable: (name: string) => `Ürün şu anda sipariş verilemiyor: ${name}`,
  unknownOption: (product: string, option: string) =>
    `Geçersiz ürün seçeneği: ${product} için '${option}' bulunamadı`,
  tooManyChoices: (product: string, option: string) =>
    `${product} için '${option}' seçeneğinden yalnızca bir seçim yapılabilir`,
  unknownExtra: (product: string, extra: string) =>
    `Geçersiz ekstra: ${product} için '${extra}' bulunamadı`,
  freeQuantityAboveQuantity: (name: string) =>
    `${name}: ücretsiz adet sipariş adedinden fazla olamaz`,
  notIncludedFree: (name: string) => `${name} ücretsiz ürünler arasında değil`,
  freeTotalExceeded: (max: number) => `En fazla ${max} ücretsiz ürün seçebilirsiniz`,
  userNotFound: 'Kullanıcı bilgileri bulunamadı',
  orderNotFound: 'Sipariş bulunamadı',
  orderOfOtherBusiness: 'Sipariş bu işletmeye ait değil',
  orderClosed: 'Bu siparişe artık ürün eklenemez',
  tooManyPending: (max: number) =>
    `Bu masanın onay bekleyen ${max} siparişi var. Lütfen personelin siparişlerinizi onaylamasını bekleyin.`,
  /** 001 §8 success messages. */
  created: 'Siparişiniz başarıyla oluşturuldu!',
  itemsAdded: 'Ürünler mevcut siparişinize eklendi!',
  sessionStarted: 'Siparişiniz alındı ve oturum başlatıldı!',
} as const;
