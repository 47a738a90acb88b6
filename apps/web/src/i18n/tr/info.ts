export const info = {
  termsTitle: 'Kullanım Koşulları',
  privacyTitle: 'Aydınlatma Metni',
  inviteTitle: 'Arkadaşını Davet Et',
  favoritesTitle: 'Favorilerim',
  // Ours (issue 30): the page lists the hearts of the restaurant's menu last opened.
  favoritesEmpty:
    'Henüz favori ürününüz yok. Menüde bir ürünün kalbine dokunarak ekleyebilirsiniz.',
  favoritesToMenu: 'Menüye Git',
  helpTitle: 'Yardım ve Destek',
  // Ours (issue 30): the help page's texts.
  help: {
    waiterTitle: 'Garson çağırmak ve hesap istemek',
    waiterText:
      'Siparişler sekmesinde siparişinizin altındaki ‘Garson Çağır’ ya da ‘Hesap İste’ düğmesine dokunun; istek masanızdaki personele iletilir.',
    toOrders: 'Siparişlerime Git',
    call: (phone: string) => `Restoranı ara: ${phone}`,
  },
  invite: {
    headline: 'Arkadaşlarını davet et, puan kazan',
    reward: 'Davet ettiğin her arkadaşın için 50 puan kazanırsın.',
    stepsTitle: 'Nasıl çalışır?',
    steps: [
      'Davet bağlantını arkadaşınla paylaş.',
      'Arkadaşın bu bağlantıyla Masa’ya kayıt olsun.',
      'Kayıt tamamlanınca hesabına 50 puan eklenir.',
    ],
    linkLabel: 'Davet bağlantın',
    copy: 'Bağlantıyı Kopyala',
    copied: 'Bağlantı kopyalandı',
    copyFailed: 'Bağlantı kopyalanamadı; lütfen elle seçip kopyalayın.',
    share: 'Paylaş',
    shareText: 'Masa ile masadan sipariş ver! Bu bağlantıyla kayıt ol:',
    points: 'Puanın',
    pointsValue: (points: number) => `${points} puan`,
    signedOut: 'Davet bağlantını görmek için giriş yap ya da kayıt ol.',
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
  },
  terms: {
    updated: 'Son güncelleme: 2025',
    sections: [
      {
        title: 'Hizmet',
        text: 'Masa, restoran ve kafelerde masadaki QR kodu okutarak menüyü görmenizi, sipariş vermenizi ve hesabınızı takip etmenizi sağlar. Siparişleriniz ilgili işletmeye iletilir; ürünlerin hazırlanması ve sunumu işletmenin sorumluluğundadır.',
      },
      {
        title: 'Hesabınız',
        text: 'Kayıt olurken doğru bilgiler vermeli ve şifrenizi kimseyle paylaşmamalısınız. Hesabınızla yapılan işlemlerden siz sorumlusunuz. 18 yaşından küçükler kayıt olamaz.',
      },
      {
        title: 'Siparişler ve ödemeler',
        text: 'Fiyatlar Türk lirası cinsindendir ve KDV dahildir. Bir siparişin tutarı işletmenin güncel fiyatlarıyla sunucuda hesaplanır. Onaylanan siparişler yalnızca düzenleme süresi içinde değiştirilebilir.',
      },
      {
        title: 'Puanlar',
        text: 'Davet ettiğiniz her arkadaşınız kayıt olduğunda hesabınıza 50 puan eklenir. Puanların nakde çevrilmesi mümkün değildir.',
      },
    ],
  },
  privacy: {
    // Ours (issue 35 §5, ADR 090): the aydınlatma metni of KVKK 6698 art. 10.
    updated: 'Aydınlatma metni (6698 sayılı KVKK md. 10) · Son güncelleme: Kasım 2026',
    sections: [
      {
        title: 'Veri sorumlusu kim?',
        text: 'Hesabınız (ad, e-posta, telefon, profil) için veri sorumlusu Masa’dır, yani bu uygulamayı işleten kuruluş. Sipariş verdiğiniz restoran, o siparişin, masanın ve ödemenin bilgileri için kendi başına veri sorumlusudur; Masa bu bilgileri restoran adına, onun talimatıyla işler (veri işleyen).',
      },
      {
        title: 'Hangi bilgileri, neden işliyoruz?',
        text: 'Toplanan bilgiler ve amaçları:',
        items: [
          'Kimlik ve iletişim (ad, e-posta, telefon; isterseniz doğum tarihi ve adres): hesabınızı açmak, girişi ve şifre sıfırlamayı sağlamak.',
          'Sipariş bilgileri (masa, ürünler, notlar, alerjen tercihleri, tutarlar, bahşiş): siparişinizi restorana iletmek, hazırlatmak ve hesabınızı çıkarmak.',
          'Ödeme bilgileri (tutar, yöntem, sonuç): ödemenizi kaydetmek. Kart numarası sunucularımıza gelmez; kartla çevrim içi ödemede kart bilgilerinizi doğrudan ödeme kuruluşu alır.',
          'Değerlendirmeler ve favoriler: yorumlarınızı restorana göstermek, favorilerinizi size göstermek.',
          'Oturum ve güvenlik kayıtları (giriş zamanı, tarayıcı bilgisi, IP adresi, giriş denemeleri): hesabınızı korumak ve kötüye kullanımı önlemek.',
        ],
      },
      {
        title: 'Hukuki sebepler (KVKK md. 5)',
        text: 'Bilgileriniz açık rızanız aranmadan şu sebeplerle işlenir: sözleşmenin kurulması ve ifası için gerekli olması (md. 5/2-c: hesabınız ve siparişleriniz); veri sorumlusunun hukuki yükümlülüğü (md. 5/2-ç: restoranın vergi kayıtları, mali belgeler); bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e); temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaat (md. 5/2-f: güvenlik kayıtları). Kayıt olurken işaretlediğiniz kutu kullanım şartlarını kabul ettiğinizi gösterir; reklam amaçlı işleme yapılmaz.',
      },
      {
        title: 'Kimlere aktarılır?',
        text: 'Bilgileriniz satılmaz ve reklam için paylaşılmaz. Yalnızca şu alıcılara, amacın gerektirdiği kadar aktarılır:',
        items: [
          'Sipariş verdiğiniz restoran: siparişiniz, masanız, adınız ve notlarınız.',
          'Ödeme kuruluşu iyzico (İyzi Ödeme ve Elektronik Para Hizmetleri A.Ş.): kartla çevrim içi ödemede tutar ve ödeme bilgileri.',
          'E-posta ve SMS gönderim hizmeti sağlayıcıları: doğrulama, şifre sıfırlama ve kod mesajlarını size ulaştırmak için e-posta adresiniz veya telefonunuz.',
          'Kanunen yetkili kamu kurumları: yalnızca kanunun zorunlu kıldığı hâllerde.',
        ],
      },
      {
        title: 'Ne kadar süre saklanır?',
        text: 'Hesap bilgileriniz hesabınız açık kaldıkça saklanır. Hesabınızı sildiğinizde adınız, e-postanız, telefonunuz, adresiniz, fotoğrafınız, favorileriniz ve değerlendirmeleriniz silinir, oturumlarınız hemen kapanır. Siparişleriniz ve ödemeleriniz ise restoranın defter ve belgeleri olduğundan Vergi Usul Kanunu’nun saklama süresi boyunca (md. 253: izleyen yıldan başlayarak 5 yıl) adınız ve iletişim bilgileriniz çıkarılmış, anonim olarak saklanır. Giriş denemeleri bir gün sonra kendiliğinden silinir.',
      },
      {
        title: 'Haklarınız (KVKK md. 11)',
        text: 'Veri sorumlusuna başvurarak şu haklarınızı kullanabilirsiniz:',
        items: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi isteme.',
          'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme.',
          'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme.',
          'Eksik veya yanlış işlenmişse düzeltilmesini isteme.',
          'KVKK md. 7’deki şartlarla silinmesini veya yok edilmesini isteme.',
          'Düzeltme ve silme işlemlerinin aktarılan üçüncü kişilere bildirilmesini isteme.',
          'Münhasıran otomatik sistemlerle analiz sonucu aleyhinize bir sonuca itiraz etme.',
          'Kanuna aykırı işleme nedeniyle zarara uğrarsanız zararın giderilmesini isteme.',
        ],
      },
      {
        title: 'Haklarınızı nasıl kullanırsınız?',
        text: 'Profil sayfanızdaki ‘Verilerimi indir’ ile hesabınızdaki bütün bilgileri bir dosya olarak hemen alabilir, ‘Hesabımı sil’ ile hesabınızı silebilir, ‘Profili Düzenle’ ile bilgilerinizi düzeltebilirsiniz. Diğer talepleriniz için hesabınıza kayıtlı e-posta adresinizden yazılı olarak başvurabilirsiniz; bir restoranla ilgili talepler için restoranın iletişim bilgileri Yardım ve Destek sayfasındadır. Başvurular en geç 30 gün içinde ücretsiz yanıtlanır (md. 13). Yanıttan memnun kalmazsanız Kişisel Verileri Koruma Kurulu’na şikâyet edebilirsiniz (md. 14).',
      },
    ],
  },
} as const;
