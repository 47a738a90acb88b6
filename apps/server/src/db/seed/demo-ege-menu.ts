import { ACI, EXTRAS, RAKI_BOY, SEKER } from './demo-options.ts';
import type { DemoCategory } from './demo-types.ts';

/** Ege Sofrası's menu. Prices in kuruş, VAT included; alcoholic and soft drinks carry 20 %. */
// One product per line reads like the printed menu; prettier would spread each over 20 lines.
// prettier-ignore
export const EGE_MENU: DemoCategory[] = [
  {
    name: 'Soğuk Mezeler',
    description: 'Zeytinyağlılar ve Ege otları.',
    shape: 'plate',
    colors: ['#d9f99d', '#3f6212'],
    products: [
      { name: 'Girit Ezmesi', description: 'Beyaz peynir, lor, ceviz, fesleğen ve zeytinyağı.', price: 170_00, ingredients: ['beyaz peynir', 'lor', 'ceviz', 'fesleğen', 'zeytinyağı'], allergens: ['milk', 'nuts'], vegetarian: true, glutenFree: true, preparationTime: 4, featured: true },
      { name: 'Deniz Börülcesi', description: 'Sarımsaklı ve limonlu deniz börülcesi.', price: 160_00, ingredients: ['deniz börülcesi', 'sarımsak', 'limon', 'zeytinyağı'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 4 },
      { name: 'Haydari', description: 'Süzme yoğurt, dereotu, nane ve sarımsak.', price: 140_00, ingredients: ['süzme yoğurt', 'dereotu', 'nane', 'sarımsak'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 3 },
      { name: 'Atom', description: 'Süzme yoğurt üzerinde kızgın tereyağında kuru acı biber.', price: 150_00, ingredients: ['süzme yoğurt', 'kuru acı biber', 'tereyağı'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 3 },
      { name: 'Fava', description: 'Bakla ezmesi, dereotu ve kırmızı soğanla.', price: 140_00, ingredients: ['kuru bakla', 'zeytinyağı', 'dereotu', 'kırmızı soğan'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 3, discountPercentage: 20 },
    ],
  },
  {
    name: 'Ara Sıcaklar',
    description: 'Rakının yanına sıcak lezzetler.',
    shape: 'plate',
    colors: ['#fde68a', '#b45309'],
    products: [
      { name: 'Kalamar Tava', description: 'Çıtır kalamar halkaları, tarator sos ile.', price: 360_00, ingredients: ['kalamar', 'un', 'yumurta', 'tarator'], allergens: ['gluten', 'eggs', 'nuts', 'molluscs'], preparationTime: 12, discountPercentage: 10 },
      { name: 'Paçanga Böreği', description: 'Pastırma ve kaşarlı çıtır börek.', price: 260_00, ingredients: ['yufka', 'pastırma', 'kaşar', 'domates', 'biber'], allergens: ['gluten', 'milk'], preparationTime: 12 },
      { name: 'Midye Tava', description: 'Bira hamurunda midye, tarator ile.', price: 300_00, ingredients: ['midye', 'un', 'bira', 'tarator'], allergens: ['gluten', 'nuts', 'molluscs'], preparationTime: 12 },
      { name: 'Boyoz', description: 'İzmir usulü tahinli boyoz, haşlanmış yumurta ile.', price: 80_00, ingredients: ['un', 'tahin', 'ayçiçek yağı', 'yumurta'], allergens: ['gluten', 'eggs', 'sesame'], vegetarian: true, preparationTime: 6, extras: EXTRAS },
    ],
  },
  {
    name: 'Salatalar',
    description: 'Tarladan sofraya.',
    shape: 'bowl',
    colors: ['#bbf7d0', '#15803d'],
    products: [
      { name: 'Gavurdağı Salatası', description: 'İnce kıyılmış domates, biber, ceviz ve nar ekşisi.', price: 190_00, ingredients: ['domates', 'biber', 'ceviz', 'nar ekşisi', 'sumak'], allergens: ['nuts'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 6 },
      { name: 'Roka Salatası', description: 'Roka, parmesan, cherry domates ve balzamik.', price: 160_00, ingredients: ['roka', 'parmesan', 'cherry domates', 'balzamik sirke'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 5 },
    ],
  },
  {
    name: 'Deniz Ürünleri',
    description: 'Günlük tutulmuş Ege balığı.',
    shape: 'plate',
    colors: ['#bae6fd', '#075985'],
    products: [
      { name: 'Levrek Izgara', description: 'Bütün levrek ızgara, roka ve kırmızı soğanla.', price: 580_00, ingredients: ['levrek', 'zeytinyağı', 'limon', 'roka'], allergens: ['fish'], glutenFree: true, preparationTime: 25, featured: true, campaign: 'Rakı balık akşamlarında levrek ızgara kampanyada.', discountPercentage: 10, options: [{ name: 'Servis', required: true, multiple: false, choices: [{ name: 'Izgara', price: 0 }, { name: 'Buğulama', price: 40_00 }] }] },
      { name: 'Çipura Izgara', description: 'Bütün çipura, mevsim salatası ile.', price: 550_00, ingredients: ['çipura', 'zeytinyağı', 'limon'], allergens: ['fish'], glutenFree: true, preparationTime: 25 },
      { name: 'Karides Güveç', description: 'Tereyağı, domates ve kaşarla fırında karides.', price: 480_00, ingredients: ['karides', 'domates', 'kaşar', 'tereyağı', 'sarımsak'], allergens: ['crustaceans', 'milk'], glutenFree: true, preparationTime: 18, monthlySpecial: true },
      { name: 'Ahtapot Izgara', description: 'Kömürde ahtapot, fava ve zeytinyağı ile.', price: 720_00, ingredients: ['ahtapot', 'fava', 'zeytinyağı', 'limon'], allergens: ['molluscs'], glutenFree: true, preparationTime: 20 },
    ],
  },
  {
    name: 'Izgaralar',
    description: 'Et sevenlere.',
    shape: 'plate',
    colors: ['#fed7aa', '#9a3412'],
    products: [
      { name: 'İzmir Köfte', description: 'Fırında patates ve domates soslu köfte.', price: 340_00, ingredients: ['dana kıyma', 'patates', 'domates', 'biber', 'galeta unu'], allergens: ['gluten', 'eggs'], preparationTime: 20, extras: EXTRAS },
      { name: 'Tavuk Kanat Izgara', description: 'Baharatlı marine tavuk kanat, patates kızartması ile.', price: 300_00, ingredients: ['tavuk kanat', 'pul biber', 'kekik', 'patates'], glutenFree: true, preparationTime: 20, options: [ACI] },
    ],
  },
  {
    name: 'Tatlılar',
    description: 'İzmir tatlıları.',
    shape: 'plate',
    colors: ['#fbcfe8', '#9d174d'],
    products: [
      { name: 'Şambali', description: 'İrmikli, bademli ve kaymaklı İzmir tatlısı.', price: 120_00, ingredients: ['irmik', 'yoğurt', 'badem', 'şerbet', 'kaymak'], allergens: ['gluten', 'milk', 'nuts'], vegetarian: true, preparationTime: 3 },
      { name: 'Lor Tatlısı', description: 'Şerbetli lor tatlısı, cevizli.', price: 160_00, ingredients: ['lor', 'un', 'yumurta', 'şerbet', 'ceviz'], allergens: ['gluten', 'eggs', 'milk', 'nuts'], vegetarian: true, preparationTime: 3 },
      { name: 'Dondurmalı İrmik Helvası', description: 'Sıcak irmik helvası, kaymaklı dondurma ile.', price: 180_00, ingredients: ['irmik', 'tereyağı', 'süt', 'çam fıstığı', 'dondurma'], allergens: ['gluten', 'milk', 'nuts'], vegetarian: true, preparationTime: 10, featured: true },
    ],
  },
  {
    name: 'İçecekler',
    description: 'Alkolsüz içecekler, çay ve kahve.',
    shape: 'glass',
    colors: ['#a5f3fc', '#0e7490'],
    products: [
      { name: 'Sakızlı Gazoz', description: 'Ege usulü sakız aromalı gazoz.', price: 60_00, vatRate: 20, vegetarian: true, vegan: true, glutenFree: true, preparationTime: 1 },
      { name: 'Ayran', description: 'Köpüklü yayık ayranı.', price: 60_00, vatRate: 20, ingredients: ['yoğurt', 'su', 'tuz'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 1 },
      { name: 'Taze Portakal Suyu', description: 'Sıkma portakal suyu.', price: 110_00, vatRate: 20, ingredients: ['portakal'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 3 },
      { name: 'Demlik Çay', description: 'Küçük demlikte iki bardak Rize çayı.', price: 60_00, ingredients: ['siyah çay'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 3 },
      { name: 'Türk Kahvesi', description: 'Köz kahvesi, sakızlı lokumla.', price: 100_00, ingredients: ['Türk kahvesi', 'lokum'], vegetarian: true, glutenFree: true, preparationTime: 6, options: [SEKER] },
    ],
  },
  {
    name: 'Rakı ve Şarap',
    description: '18 yaşından küçüklere alkollü içecek servisi yapılmaz.',
    shape: 'glass',
    colors: ['#ddd6fe', '#5b21b6'],
    products: [
      { name: 'Rakı', alcoholic: true, description: 'Buz ve su ile servis edilir.', price: 380_00, vatRate: 20, ingredients: ['üzüm', 'anason'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 2, options: [RAKI_BOY] },
      { name: 'Beyaz Şarap (Kadeh)', alcoholic: true, description: 'Urla bağlarından Sauvignon Blanc.', price: 320_00, vatRate: 20, ingredients: ['üzüm'], allergens: ['sulphites'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 2, campaign: 'Akşam 17.00-19.00 arası ikinci kadeh yarı fiyatına.' },
      { name: 'Kırmızı Şarap (Kadeh)', alcoholic: true, description: 'Ege kupajı, meşe fıçıda olgunlaşmış.', price: 340_00, vatRate: 20, ingredients: ['üzüm'], allergens: ['sulphites'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 2 },
      { name: 'Fıçı Bira (50 cl)', alcoholic: true, description: 'Soğuk fıçı bira.', price: 200_00, vatRate: 20, ingredients: ['arpa maltı', 'şerbetçiotu'], allergens: ['gluten'], vegetarian: true, vegan: true, preparationTime: 2 },
    ],
  },
];
