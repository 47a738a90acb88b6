export const info = {
  termsTitle: 'Kullanım Koşulları',
  privacyTitle: 'Gizlilik Politikası',
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
    updated: 'Son güncelleme: 2025',
    sections: [
      {
        title: 'Topladığımız bilgiler',
        text: 'Adınız, e-posta adresiniz, telefonunuz, doğum tarihiniz ve adresiniz hesabınız için; siparişleriniz ve değerlendirmeleriniz hizmeti sunmak için saklanır.',
      },
      {
        title: 'Kart bilgileri',
        text: 'Kayıtlı kartlarınız yalnızca cihazınızda, maskelenmiş olarak tutulur; kart numaranız ve CVV kodunuz sunucularımıza gönderilmez.',
      },
      {
        title: 'Paylaşım',
        text: 'Siparişiniz için gereken bilgiler yalnızca sipariş verdiğiniz işletmeyle paylaşılır. Bilgileriniz reklam amacıyla üçüncü kişilere satılmaz.',
      },
      {
        title: 'Haklarınız',
        text: '6698 sayılı KVKK kapsamında bilgilerinize erişme, düzeltilmesini ve silinmesini isteme hakkınız vardır. Profil sayfanızdan bilgilerinizi dilediğiniz zaman güncelleyebilirsiniz.',
      },
    ],
  },
} as const;
