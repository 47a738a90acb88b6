import { getOrderStatusLabel } from '@masa/core/orders/order-status';

/** Turkish answers of the staff API. The documents show no staff screens: every text is ours. */
export const STAFF_MESSAGES = {
  loginOk: 'Giriş başarılı',
  logoutOk: 'Çıkış yapıldı',
  orderNotFound: 'Sipariş bulunamadı',
  itemNotFound: 'Ürün bu siparişte bulunamadı',
  waiterCallNotFound: 'Garson çağrısı bulunamadı',
  billRequestNotFound: 'Hesap isteği bulunamadı',
  splitRequestNotFound: 'Hesap bölme isteği bulunamadı',
  notAllowed: 'Bu işlem için yetkiniz yok',
  statusChanged: (status: string) => `Sipariş durumu güncellendi: ${getOrderStatusLabel(status)}`,
  transitionRefused: (from: string, to: string) =>
    `Sipariş '${getOrderStatusLabel(from)}' durumundayken '${getOrderStatusLabel(to)}' yapılamaz`,
  completeUnpaid: 'Ödemesi tamamlanmamış sipariş tamamlanamaz',
  cancelPaid: 'Ödemesi alınmış sipariş iptal edilemez',
  itemStatusChanged: 'Ürün durumu güncellendi',
  itemTransitionRefused: (name: string, from: string, to: string) =>
    `${name}: '${from}' durumundan '${to}' durumuna geçilemez`,
  itemPaidCannotCancel: (name: string) => `${name} için ödeme alındı, iptal edilemez`,
  paymentRecorded: 'Ödeme kaydedildi',
  orderPaid: 'Ödeme tamamlandı, sipariş kapatıldı',
  paymentOrderClosed: 'Bu sipariş için ödeme alınamaz',
  paymentDuplicateItem: 'Bir ürün ödemede yalnızca bir kez yer alabilir',
  paymentCancelledItem: (name: string) => `${name} iptal edildi, ödenemez`,
  paymentTooMany: (name: string, remaining: number) =>
    `${name} için en fazla ${remaining} adet ödenebilir`,
  requestOfOtherOrder: 'İstek bu siparişe ait değil',
  waiterCallUpdated: 'Garson çağrısı güncellendi',
  waiterCallResolved: 'Garson çağrısı zaten kapatılmış',
  billAcknowledged: 'Hesap isteği görüldü',
  billCompleted: 'Hesap isteği zaten tamamlanmış',
  splitApproved: 'Hesap bölme isteği onaylandı',
  splitRejected: 'Hesap bölme isteği reddedildi',
  splitAlreadyDecided: 'Bu hesap bölme isteği zaten karara bağlanmış',
  splitExceeds: (name: string, remaining: number) =>
    `${name} için ödenecek ${remaining} adet kaldı; istek onaylanamaz`,
  answerSent: 'Yanıtınız iletildi',
  tableNotFound: 'Masa bulunamadı',
  staffNotFound: 'Personel bulunamadı',
  cannotDeactivateSelf: 'Kendi hesabınızı devre dışı bırakamazsınız',
  staffDeactivated: 'Personel hesabı devre dışı bırakıldı; oturumları kapatıldı',
  tableHasOpenOrders: 'Masada ödenmemiş sipariş var; önce ödemeyi alın veya siparişi iptal edin',
  tableCleared: 'Masa yeni misafirler için hazır',
  tableCodeReissued: 'Masanın QR kodu yenilendi; eski kod artık çalışmaz',
} as const;
