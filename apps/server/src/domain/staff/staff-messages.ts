import { getOrderStatusLabel } from '@masa/core/orders/order-status';

/** Turkish answers of the staff API. The documents show no staff screens: every text is ours. */
export const STAFF_MESSAGES = {
  loginOk: 'Giriş başarılı',
  logoutOk: 'Çıkış yapıldı',
  orderNotFound: 'Sipariş bulunamadı',
  statusChanged: (status: string) => `Sipariş durumu güncellendi: ${getOrderStatusLabel(status)}`,
  transitionRefused: (from: string, to: string) =>
    `Sipariş '${getOrderStatusLabel(from)}' durumundayken '${getOrderStatusLabel(to)}' yapılamaz`,
  itemStatusChanged: 'Ürün durumu güncellendi',
  itemPaidCannotCancel: (name: string) => `${name} için ödeme alındı, iptal edilemez`,
  paymentRecorded: 'Ödeme kaydedildi',
  orderPaid: 'Ödeme tamamlandı, sipariş kapatıldı',
  paymentOrderClosed: 'Bu sipariş için ödeme alınamaz',
  nothingToPay: 'Ödenecek bir şey seçilmedi',
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
  splitPaid: 'Bu hesap bölme isteğinin ödemesi zaten alındı',
  waiterCallUpdated: 'Garson çağrısı güncellendi',
  billAcknowledged: 'Hesap isteği görüldü',
  splitApproved: 'Hesap bölme isteği onaylandı',
  splitRejected: 'Hesap bölme isteği reddedildi',
  /** ADR 048: the share was paid or another approved request took it, or the line changed. */
  shareTaken: (name: string, index: number, count: number) =>
    `${name} için ${index}/${count} payı ödendi ya da başka bir onaylı istekte`,
  splitExceeds: (name: string, remaining: number) =>
    `${name} için ödenecek ${remaining} adet kaldı; istek onaylanamaz`,
  answerSent: 'Yanıtınız iletildi',
  tableNotFound: 'Masa bulunamadı',
  roleNotAllowed: 'Bu rolü veremez ya da bu kişinin rolünü değiştiremezsiniz',
  invitationSent: 'Davet gönderildi',
  passwordLinkSent: 'Şifre belirleme bağlantısı gönderildi',
  roleChanged: 'Rol güncellendi; kişinin oturumları kapatıldı',
  linkAccepted: 'Şifreniz kaydedildi. Giriş yapabilirsiniz.',
  staffDeactivated: 'Personel hesabı devre dışı bırakıldı; oturumları kapatıldı',
  partyOfCancelled: 'İptal edilen siparişin kişi sayısı değiştirilemez',
  partyCorrected: (n: number) => `Masa ${n} kişi olarak güncellendi`,
  tableCleared: 'Masa yeni misafirler için hazır',
  tableCodeReissued: 'Masanın QR kodu yenilendi; eski kod artık çalışmaz',
} as const;
