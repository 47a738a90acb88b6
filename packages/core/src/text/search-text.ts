/**
 * Turkish-aware search text (001 §2 Menu search): case and diacritics are ignored, so 'cay'
 * finds 'Çay' and 'IZGARA' finds 'ızgara'. Lower-casing uses the Turkish rules (I → ı, İ → i)
 * and then every dotted or dotless i, and every letter with a mark, folds to its plain Latin
 * letter.
 */

const TURKISH_FOLDS: Record<string, string> = {
  ı: 'i',
  ç: 'c',
  ğ: 'g',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

/** 'Izgara Köfte' → 'izgara kofte'; whitespace runs become one space, ends are trimmed. */
export function normalizeSearchText(text: string): string {
  return (
    text
      .toLocaleLowerCase('tr-TR')
      .replace(/[ıçğöşü]/g, (letter) => TURKISH_FOLDS[letter] ?? letter)
      // Any other mark (â, é, the dot of a decomposed i̇) goes with its combining character.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * True when every word of the query appears in one of the texts (in any order); an empty
 * query matches everything.
 */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]) {
  // The menu asks for every dish with an empty search as it opens: no folding then, whose first
  // Turkish lower-casing loads locale data on a slow phone's start.
  if (query.trim() === '') return true;
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
