import type { DemoCategory } from './demo-types.ts';

/** Kuğulu Kahvecisi's menu: a small café. Prices in kuruş, VAT included. */
// One product per line reads like the printed menu; prettier would spread each over 20 lines.
// prettier-ignore
export const KUGULU_MENU: DemoCategory[] = [
  {
    name: 'Kahveler',
    description: 'Günlük kavrulan çekirdeklerden.',
    shape: 'cup',
    colors: ['#e7d3bd', '#8b5e34'],
    products: [
      { name: 'Türk Kahvesi', description: 'Közde pişmiş, lokumla.', price: 85_00, ingredients: ['Türk kahvesi'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 6 },
      { name: 'Filtre Kahve', description: 'Etiyopya çekirdeğinden, demlenmiş.', price: 95_00, ingredients: ['filtre kahve'], vegetarian: true, vegan: true, glutenFree: true, preparationTime: 4 },
      { name: 'Latte', description: 'Çift shot espresso ve buharda süt.', price: 115_00, ingredients: ['espresso', 'süt'], allergens: ['milk'], vegetarian: true, glutenFree: true, preparationTime: 4, featured: true },
    ],
  },
  {
    name: 'Tatlılar',
    description: 'Her sabah mutfağımızda.',
    shape: 'plate',
    colors: ['#fde2e4', '#e5989b'],
    products: [
      { name: 'San Sebastian', description: 'Yanık yüzlü cheesecake, bir dilim.', price: 170_00, ingredients: ['krem peynir', 'yumurta', 'şeker'], allergens: ['eggs', 'milk'], vegetarian: true, glutenFree: true, preparationTime: 2 },
      { name: 'Brownie', description: 'Bitter çikolatalı, cevizli.', price: 140_00, ingredients: ['bitter çikolata', 'tereyağı', 'ceviz', 'un'], allergens: ['gluten', 'eggs', 'milk', 'nuts'], vegetarian: true, preparationTime: 2 },
    ],
  },
];
