// The scan page (000 §2.7, §8.5). The specification quotes its texts in English: they are the
// English locale's (en/qr-scan.ts); these Turkish ones are ours, so a Turkish phone never shows
// an English page (ADR 046).
export const qrScan = {
  title: 'QR Kod Tarama',
  cameraLabel: 'Kamera görüntüsü',
  initializing: 'Kamera başlatılıyor',
  success: 'QR kod okundu',
  stop: 'Durdur',
  start: 'Taramayı Başlat',
  photo: 'Fotoğraftan tara',
  /** Ours: the code printed under a table's QR code, typed (ADR 015). */
  tableCode: {
    label: 'Masa kodu',
    hint: 'Masanızdaki QR kodun altında yazılıdır.',
    open: 'Masayı Aç',
    notFound: 'Bu koda sahip bir masa yok. QR kodun altındaki kodu kontrol edip tekrar deneyin.',
  },
  howToUse: 'Nasıl Kullanılır',
  steps: [
    'QR kodu kameranın ortasına getirin.',
    'Tarama kendiliğinden yapılır.',
    'Okuma başarılı olunca menü sayfasına yönlendirilirsiniz.',
  ],
  cantScan: 'QR kodu okutamıyor musunuz?',
  businessList: 'İşletme Listesini Gör',
  /** The scan page's own bar; its tabs are the shared bar's (nav.ts), one name per thing. */
  nav: { label: 'Tarama sayfası menüsü' },
  /** A scanned code that is not a table's (000 §5.4 parse failures, by their reason). */
  parse: {
    tableOnly: 'QR kod yalnızca masa bilgisi içeriyor, işletme bilgisi eksik.',
    businessOnly: 'Geçersiz QR kod biçimi. İşletme ve masa bilgisi bekleniyordu.',
    urlWithoutBusiness: 'QR kodda işletme bilgisi bulunamadı. Lütfen geçerli bir QR kod okutun.',
    tableMissing: 'QR kod geçerli bir masa bilgisi içermiyor.',
    businessMissing: 'QR kod işletme bilgisi içermiyor.',
    notFound: 'QR kodda işletme ve masa bilgisi bulunamadı. Lütfen geçerli bir QR kod okutun.',
    objectObject:
      'Geçersiz QR kod okutuldu. Lütfen işletmenin oluşturduğu geçerli bir QR kod kullanın.',
  },
  errors: {
    noCameras: 'Kullanılabilir kamera bulunamadı.',
    initFailed: 'Kamera başlatılamadı',
    startFailed: 'QR tarama başlatılamadı',
    denied: 'Kamera erişimi reddedildi. Lütfen tarayıcı ayarlarınızdan kamera iznini açın.',
    prompt: 'Kamera izni istenecek. QR kod taramak için lütfen izin verin.',
    unparsable: 'QR kod okunamadı. Lütfen geçerli bir QR kod okutun.',
    missingInfo: 'QR kodda işletme veya masa bilgisi bulunamadı.',
    tableLookup: 'Masa bilgisi alınamadı. Lütfen tekrar deneyin ya da başka bir QR kod okutun.',
    unexpected: 'QR kod işlenirken beklenmedik bir hata oluştu.',
    processing: 'QR kod işlenirken bir hata oluştu. Lütfen tekrar deneyin.',
  },
} as const;
