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
  chargeNotFound: 'Ücret bu siparişe ait değil',
  chargePaid: (name: string) => `${name} zaten ödendi`,
  chargeInSplit: (name: string) => `${name} onaylanmış bir hesap bölme isteğinde: o istekle ödenir`,
  nothingToPay: 'Ödenecek bir şey seçilmedi',
  splitPaysItsOwn:
    'Hesap bölme isteğinin ödemesi yalnızca o isteğin seçtiklerini öder; ayrıca ürün, ücret veya pay seçilemez',
  paymentAmountChanged: (amount: string) =>
    `Hesap değişti: bu ödemenin tutarı artık ${amount}. Lütfen kontrol edip tekrar kaydedin.`,
  /** Issue 29: who recorded the payment that came first, so the one holding the cash knows. */
  paymentRaceLost: (p: {
    refusal: string;
    by: string;
    amount: string;
    time: string;
    left: string;
  }) =>
    `${p.refusal.replace(/\.?$/, '.')} Son ödemeyi ${p.by} kaydetti (${p.amount}, ${p.time}); kalan ${p.left}.`,
  paidByDiner: 'müşteri',
  splitNotApproved: 'Hesap bölme isteği onaylanmadan ödemesi alınamaz',
  splitPaid: 'Bu hesap bölme isteğinin ödemesi zaten alındı',
  waiterCallUpdated: 'Garson çağrısı güncellendi',
  waiterCallResolved: 'Garson çağrısı zaten kapatılmış',
  billAcknowledged: 'Hesap isteği görüldü',
  billCompleted: 'Hesap isteği zaten tamamlanmış',
  splitApproved: 'Hesap bölme isteği onaylandı',
  splitRejected: 'Hesap bölme isteği reddedildi',
  /** ADR 048: the share was paid or another approved request took it, or the line changed. */
  shareTaken: (name: string, index: number, count: number) =>
    `${name} için ${index}/${count} payı ödendi ya da başka bir onaylı istekte`,
  splitAlreadyDecided: 'Bu hesap bölme isteği zaten karara bağlanmış',
  splitExceeds: (name: string, remaining: number) =>
    `${name} için ödenecek ${remaining} adet kaldı; istek onaylanamaz`,
  answerSent: 'Yanıtınız iletildi',
  tableNotFound: 'Masa bulunamadı',
  staffNotFound: 'Personel bulunamadı',
  cannotDeactivateSelf: 'Kendi hesabınızı devre dışı bırakamazsınız',
  linkInvalid: 'Bağlantı geçersiz veya süresi dolmuş',
  staffEmailTaken: 'Bu e-posta adresiyle bir personel hesabı zaten var',
  roleNotAllowed: 'Bu rolü veremez ya da bu kişinin rolünü değiştiremezsiniz',
  cannotChangeOwnRole: 'Kendi rolünüzü değiştiremezsiniz',
  invitationSent: 'Davet gönderildi',
  passwordLinkSent: 'Şifre belirleme bağlantısı gönderildi',
  roleChanged: 'Rol güncellendi; kişinin oturumları kapatıldı',
  linkAccepted: 'Şifreniz kaydedildi. Giriş yapabilirsiniz.',
  staffDeactivated: 'Personel hesabı devre dışı bırakıldı; oturumları kapatıldı',
  tableHasOpenOrders: 'Masada ödenmemiş sipariş var; önce ödemeyi alın veya siparişi iptal edin',
  tableHasUnservedOrders: (orderNumber: number) =>
    `#${orderNumber} numaralı sipariş ödendi ama henüz servis edilmedi; önce teslim edin veya iptal edin`,
  partyPaid: 'Kişi başı ücreti ödendi; kişi sayısı artık değiştirilemez',
  partyOfCancelled: 'İptal edilen siparişin kişi sayısı değiştirilemez',
  partyCorrected: (n: number) => `Masa ${n} kişi olarak güncellendi`,
  tableCleared: 'Masa yeni misafirler için hazır',
  tableCodeReissued: 'Masanın QR kodu yenilendi; eski kod artık çalışmaz',
} as const;
