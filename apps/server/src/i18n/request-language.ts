/** A request's language (ADR 046): English when asked for, Turkish otherwise. */
export type RequestLanguage = 'tr' | 'en';

/**
 * The first of Turkish and English in an Accept-Language header, by its weights
 * ('en-GB,en;q=0.9,tr;q=0.8' is English, 'tr-TR,en;q=0.5' Turkish); Turkish when it names
 * neither or is absent: Turkish is the default and the contract (000 §8.4).
 */
export function requestLanguage(header: string | string[] | undefined): RequestLanguage {
  if (header === undefined) return 'tr';
  const value = Array.isArray(header) ? header.join(',') : header;
  let language = languageByHeader.get(value);
  if (language === undefined) {
    language = rankLanguages(value);
    if (languageByHeader.size >= MAX_REMEMBERED_HEADERS) languageByHeader.clear();
    languageByHeader.set(value, language);
  }
  return language;
}

/**
 * The answers for the Accept-Language texts seen so far: a browser sends the same one on every
 * request, and ranking it again made a dozen short-lived strings, arrays and objects on each
 * cached menu read. Bounded, as any client may send any text.
 */
const languageByHeader = new Map<string, RequestLanguage>();
const MAX_REMEMBERED_HEADERS = 64;

function rankLanguages(value: string): RequestLanguage {
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        base: tag.trim().slice(0, 2).toLowerCase(),
        weight: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => (entry.base === 'tr' || entry.base === 'en') && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.base === 'en' ? 'en' : 'tr';
}

/** The language a request asks for, read from its Accept-Language header. */
export const languageOf = (request: { headers: { 'accept-language'?: string | string[] } }) =>
  requestLanguage(request.headers['accept-language']);
