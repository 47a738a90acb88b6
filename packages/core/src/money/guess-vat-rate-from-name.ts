// 001 §9: names suggesting drinks are guessed at 20 %, and a named beer brand is corrected to
// 20 % when only the default applies. Both corrections apply only when the product's rate is
// missing or is the default 10 %: an explicit other rate is the business's own choice.
import { DEFAULT_VAT_RATE, normalizeVatRate } from './normalize-vat-rate.ts';

export const DRINK_VAT_RATE = 0.2;

// Word stems, matched at the start of a word of the folded name (Turkish letters folded to
// ASCII, so 'Rakı' and 'raki', 'Şarabı' and 'sarabi' match).
const DRINK_STEMS = [
  'raki',
  'wine',
  'sarap',
  'sarab',
  'beer',
  'cola',
  'soda',
  'whisk',
  'viski',
  'vodka',
  'votka',
  'tequila',
  'tekila',
  'alcohol',
  'alkol',
  'gazoz',
  'likor',
  'liqueur',
  'cognac',
  'konyak',
  'champagne',
  'sampanya',
  'cocktail',
  'kokteyl',
];
// Short or ambiguous words are matched whole and before folding: 'gin' is not 'ginger',
// 'cin' is not 'Çin', 'kola' is not 'kolay', 'bira' is not 'biraz'.
const DRINK_WORDS = /^(gin|cin|bira|biralar|biraları|birası|kola|kolalı|kolası|rom|rum)$/;
const BEER_BRANDS = [
  'efes',
  'tuborg',
  'bomonti',
  'carlsberg',
  'heineken',
  'corona',
  'becks',
  'guinness',
  'budweiser',
  'amstel',
  'miller',
  'stella',
  'leffe',
  'hoegaarden',
  'erdinger',
  'marmara',
];

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

function foldWord(word: string): string {
  return word
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when the name suggests an alcoholic or carbonated drink taxed at 20 %. */
export function isDrinkName(name: string): boolean {
  return words(name.toLocaleLowerCase('tr-TR')).some((word) => {
    if (DRINK_WORDS.test(word)) return true;
    const folded = foldWord(word);
    return DRINK_STEMS.some((stem) => folded.startsWith(stem)) || BEER_BRANDS.includes(folded);
  });
}

/** The VAT rate (a fraction) of a product, guessing 20 % for drinks when only the default applies. */
export function guessVatRateFromName(name: string, rate?: number | null): number {
  const normalized = normalizeVatRate(rate);
  if (normalized !== DEFAULT_VAT_RATE) return normalized;
  return isDrinkName(name) ? DRINK_VAT_RATE : normalized;
}
