import { ACI, BOY, CAY_BOY, EXTRAS, PISIRME, SEKER, SOS } from './demo-options.ts';
import type { DemoCategory } from './demo-types.ts';

/** Boğaziçi Lokantası's menu. Prices in kuruş, VAT included; drinks served cold carry 20 %. */
// One product per line reads like the printed menu; prettier would spread each over 20 lines.
// prettier-ignore
export const BOGAZ_MENU: DemoCategory[] = [
  {
    name: 'Kahvaltı',
    description: 'Sabah 08.00 ile 14.00 arası, Boğaz manzarasıyla.',
    shape: 'plate',
    colors: ['#fde68a', '#f59e0b'],
    products: [
      { name: 'Serpme Kahvaltı (2 Kişilik)', description: 'Ezine peyniri, eski kaşar, zeytin çeşitleri, bal, kaymak, reçeller, domates, salatalık, sahanda yumurta ve sıcak simit.', price: 950_00, ingredients: ['beyaz peynir', 'kaşar', 'zeytin', 'bal', 'kaymak', 'reçel', 'domates', 'salatalık', 'yumurta', 'simit'], allergens: ['gluten', 'eggs', 'milk'], vegetarian: true, preparationTime: 20, featured: true },
      { name: 'Menemen', description: 'Tereyağında domates, biber ve köy yumurtası; yanında sıcak ekmek.', price: 220_00, ingredients: ['yumurta', 'domates', 'sivri biber', 'tereyağı'], allergens: ['eggs', 'milk'], vegetarian: true, preparationTime: 12, options: [{ name: 'Soğan', required: true, multiple: false, choices: [{ name: 'Soğanlı', price: 0 }, { name: 'Soğansız', price: 0 }] }], extras: EXTRAS },
      { name: 'Sucuklu Yumurta', description: 'Kasap sucuğu ile sahanda iki köy yumurtası.', price: 240_00, ingredients: ['sucuk', 'yumurta', 'tereyağı'], allergens: ['eggs', 'milk'], glutenFree: true, preparationTime: 10, options: [PISIRME], extras: EXTRAS },
      { name: 'Kaşarlı Tost', description: 'Köy ekmeğinde bol eski kaşarlı tost.', price: 160_00, ingredients: ['köy ekmeği', 'kaşar peyniri', 'tereyağı'], allergens: ['gluten', 'milk'], vegetarian: true, preparationTime: 8, extras: EXTRAS, discountPercentage: 10 },
      { name: 'Simit ve Peynir Tabağı', description: 'Çıtır susamlı simit, beyaz peynir, domates ve salatalık.', price: 120_00, ingredients: ['simit', 'beyaz peynir', 'domates', 'salatalık'], allergens: ['gluten', 'milk', 'sesame'], vegetarian: true, preparationTime: 5 },
      { name: 'Bal Kaymak', description: 'Afyon kaymağı ve süzme çiçek balı.', price: 180_00, ingredients: ['kaymak', 'çiçek balı'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 3 },
    ],
  },
  {
    name: 'Başlangıçlar',
    description: 'Çorbalar, mezeler ve salatalar.',
    shape: 'bowl',
    colors: ['#fecaca', '#ef4444'],
    products: [
      { name: 'Mercimek Çorbası', description: 'Süzme kırmızı mercimek çorbası, limon ve kıtır ekmekle.', price: 140_00, ingredients: ['kırmızı mercimek', 'soğan', 'havuç', 'tereyağı'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 5, discountPercentage: 10 },
      { name: 'Humus', description: 'Nohut, tahin, limon ve zeytinyağı; sıcak pide ile.', price: 160_00, ingredients: ['nohut', 'tahin', 'limon', 'zeytinyağı', 'sarımsak'], allergens: ['sesame'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 5 },
      { name: 'Sigara Böreği', description: 'Beyaz peynirli ve maydanozlu çıtır börek, 6 adet.', price: 190_00, ingredients: ['yufka', 'beyaz peynir', 'maydanoz', 'yumurta'], allergens: ['gluten', 'eggs', 'milk'], vegetarian: true, preparationTime: 12 },
      { name: 'Çoban Salata', description: 'Domates, salatalık, biber, soğan ve maydanoz; nar ekşili.', price: 150_00, ingredients: ['domates', 'salatalık', 'yeşil biber', 'kuru soğan', 'maydanoz', 'nar ekşisi'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 6 },
      { name: 'Ekmek Sepeti', description: 'Taş fırın ekmeği ve köy ekmeği.', price: 30_00, ingredients: ['buğday unu', 'maya', 'tuz'], allergens: ['gluten'], vegetarian: true, vegan: true, preparationTime: 2 },
    ],
  },
  {
    name: 'Izgaralar',
    description: 'Meşe kömüründe, usta elinden.',
    shape: 'plate',
    colors: ['#fed7aa', '#c2410c'],
    products: [
      { name: 'Adana Kebap', description: 'Zırh kıyması acılı kebap; lavaş, közlenmiş domates ve biberle.', price: 420_00, ingredients: ['kuzu kıyma', 'kuyruk yağı', 'pul biber', 'lavaş'], allergens: ['gluten'], preparationTime: 20, featured: true, options: [ACI, SOS] },
      { name: 'Izgara Köfte', description: 'Dana ve kuzu karışık ızgara köfte, piyaz ve pilavla.', price: 380_00, ingredients: ['dana kıyma', 'kuzu kıyma', 'soğan', 'baharat'], allergens: ['gluten'], preparationTime: 18, options: [PISIRME, BOY], extras: EXTRAS },
      { name: 'Tavuk Şiş', description: 'Yoğurtlu marine tavuk göğsü, bulgur pilavı ile.', price: 340_00, ingredients: ['tavuk göğsü', 'yoğurt', 'biber salçası', 'bulgur'], allergens: ['gluten', 'milk'], preparationTime: 18, discountPercentage: 15, campaign: 'Öğle saatlerinde Tavuk Şiş %15 indirimli.', options: [SOS] },
      { name: 'Kuzu Pirzola', description: 'Trakya kuzusundan dört parça pirzola, közlenmiş sebzeyle.', price: 620_00, ingredients: ['kuzu pirzola', 'kekik', 'közlenmiş sebze'], glutenFree: true, preparationTime: 22, monthlySpecial: true, options: [PISIRME] },
      { name: 'Karışık Izgara', description: 'Adana, köfte, tavuk şiş ve pirzoladan oluşan iki kişilik tabak.', price: 780_00, ingredients: ['kuzu kıyma', 'köfte', 'tavuk göğsü', 'kuzu pirzola', 'lavaş'], allergens: ['gluten', 'milk'], preparationTime: 25, featured: true, options: [PISIRME] },
    ],
  },
  {
    name: 'Ana Yemekler',
    description: 'Lokanta usulü sıcak yemekler.',
    shape: 'plate',
    colors: ['#d9f99d', '#4d7c0f'],
    products: [
      { name: 'Hünkar Beğendi', description: 'Közlenmiş patlıcan beğendi üzerinde ağır ateşte kuzu.', price: 450_00, ingredients: ['kuzu eti', 'patlıcan', 'süt', 'kaşar', 'un'], allergens: ['gluten', 'milk'], preparationTime: 15 },
      { name: 'Köfte Burger', description: 'Izgara köfte, cheddar, karamelize soğan ve ev yapımı patates.', price: 320_00, ingredients: ['dana köfte', 'brioche ekmek', 'cheddar', 'soğan', 'patates'], allergens: ['gluten', 'eggs', 'milk', 'sesame'], preparationTime: 15, options: [PISIRME], extras: EXTRAS },
      { name: 'Kayseri Mantısı', description: 'El açması mantı, sarımsaklı yoğurt ve tereyağlı sos.', price: 300_00, ingredients: ['un', 'dana kıyma', 'yoğurt', 'sarımsak', 'tereyağı'], allergens: ['gluten', 'eggs', 'milk'], preparationTime: 15 },
      { name: 'Sebzeli Güveç', description: 'Fırında mevsim sebzeleri, zeytinyağı ve kekikle.', price: 280_00, ingredients: ['patlıcan', 'kabak', 'biber', 'domates', 'zeytinyağı'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 20 },
    ],
  },
  {
    name: 'Tatlılar',
    description: 'Günlük, kendi mutfağımızdan.',
    shape: 'plate',
    colors: ['#fbcfe8', '#be185d'],
    products: [
      { name: 'Künefe', description: 'Hatay peyniriyle sıcak künefe, Antep fıstığı ile.', price: 240_00, ingredients: ['kadayıf', 'künefe peyniri', 'tereyağı', 'şerbet', 'Antep fıstığı'], allergens: ['gluten', 'milk', 'nuts'], vegetarian: true, preparationTime: 15, featured: true },
      { name: 'Fırın Sütlaç', description: 'Toprak kapta fırınlanmış sütlaç, tarçınla.', price: 160_00, ingredients: ['süt', 'pirinç', 'şeker', 'tarçın'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 2 },
      { name: 'Fıstıklı Baklava', description: 'Dört dilim ince yufka, bol Antep fıstığı.', price: 260_00, ingredients: ['yufka', 'Antep fıstığı', 'tereyağı', 'şerbet'], allergens: ['gluten', 'milk', 'nuts'], vegetarian: true, preparationTime: 2 },
    ],
  },
  {
    name: 'Sıcak İçecekler',
    description: 'Demli çay ve közde kahve.',
    shape: 'cup',
    colors: ['#e7e5e4', '#78350f'],
    products: [
      { name: 'Çay', description: 'İnce belli bardakta taze demlenmiş Rize çayı.', price: 25_00, ingredients: ['siyah çay'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 2, options: [CAY_BOY] },
      { name: 'Türk Kahvesi', description: 'Közde pişmiş Türk kahvesi, lokum ile.', price: 90_00, ingredients: ['Türk kahvesi', 'lokum'], vegetarian: true, glutenFree: true, preparationTime: 6, options: [SEKER] },
      { name: 'Salep', description: 'Maraş salebi, tarçın ile.', price: 120_00, ingredients: ['süt', 'salep', 'tarçın'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 5, monthlySpecial: true, available: false },
    ],
  },
  {
    name: 'Soğuk İçecekler',
    description: 'Ev yapımı limonata ve serinletici içecekler.',
    shape: 'glass',
    colors: ['#bae6fd', '#0369a1'],
    products: [
      { name: 'Ayran', description: 'Yayık ayranı, bakır maşrapada.', price: 60_00, vatRate: 20, ingredients: ['yoğurt', 'su', 'tuz'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 1 },
      { name: 'Kola (33 cl)', description: 'Soğuk kutu kola.', price: 70_00, vatRate: 20, vegetarian: true, vegan: true, glutenFree: true, preparationTime: 1 },
      { name: 'Ev Yapımı Limonata', description: 'Taze sıkılmış limon ve nane.', price: 90_00, vatRate: 20, ingredients: ['limon', 'nane', 'şeker'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 3, options: [BOY] },
      { name: 'Su (33 cl)', description: 'Cam şişede doğal kaynak suyu.', price: 20_00, vatRate: 20, vegetarian: true, vegan: true, glutenFree: true, preparationTime: 1 },
      { name: 'Soda', description: 'Doğal maden suyu, limon dilimiyle.', price: 40_00, vatRate: 20, vegetarian: true, vegan: true, glutenFree: true, preparationTime: 1 },
    ],
  },
];
