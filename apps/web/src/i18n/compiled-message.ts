/**
 * A message as @lingui/vite-plugin compiles it at build, formatted here instead of by
 * `@lingui/core`, whose runtime the first load would carry for these few lines
 * (docs/decisions/106-diner-app-on-lingui.md). The ICU text is already parsed: a message is plain
 * text or a list of tokens, each text, `[name]` (a value as it is), `[name, 'number', style]`,
 * or `[name, 'plural' | 'selectordinal' | 'select', { case: tokens }]`. Plurals pick their case
 * by `Intl.PluralRules`, numbers (and `#` in a plural case) go through `Intl.NumberFormat`,
 * both in the page's language: what Lingui does for these forms, and all the catalogs use
 * (`compiled-message.test.ts` refuses any other).
 */
export type CompiledMessage = string | Token[];
/** A catalog file as the plugin's `?lingui` import gives it. */
export type Catalog = { messages: Record<string, CompiledMessage> };
type Cases = Record<string, Token[]> & { offset?: number };
type Token = string | [name: string, type?: string, format?: unknown];

/** The token types formatted here; a catalog message of any other type fails the unit tests. */
export const FORMATTED_TYPES = ['number', 'plural', 'selectordinal', 'select'] as const;

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

/** One `Intl` object per locale and kind, as making one costs more than using it. */
function memoized<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

const numberText = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  memoized(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);

/** A plural's case: the exact value's (`=0`), else the locale's category, else `other`. */
function pluralCase(locale: string, type: string, value: number, cases: Cases): Token[] {
  const offset = cases.offset ?? 0;
  const ordinal = type === 'selectordinal';
  const rules = memoized(
    `plural ${locale} ${ordinal}`,
    () => new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }),
  );
  return cases[value] ?? cases[rules.select(value - offset)] ?? cases.other ?? [];
}

function valueText(
  locale: string,
  [name, type, format]: Exclude<Token, string>,
  values: Record<string, unknown>,
): string {
  const value = values[name];
  if (type === 'plural' || type === 'selectordinal') {
    const count = Number(value);
    const cases = format as Cases;
    const hash = numberText(locale, count - (cases.offset ?? 0));
    return tokensText(locale, pluralCase(locale, type, count, cases), values, hash);
  }
  if (type === 'select') {
    const cases = format as Cases;
    return tokensText(locale, cases[String(value)] ?? cases.other ?? [], values);
  }
  if (type === 'number') {
    const options = typeof format === 'object' ? (format as Intl.NumberFormatOptions) : undefined;
    const style = typeof format === 'string' ? { style: format } : options;
    return numberText(locale, Number(value), style as Intl.NumberFormatOptions | undefined);
  }
  return value === null || value === undefined ? '' : String(value);
}

/** `hash` is what `#` stands for: the count of the plural case these tokens are. */
function tokensText(
  locale: string,
  tokens: Token[],
  values: Record<string, unknown>,
  hash?: string,
): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token !== 'string') text += valueText(locale, token, values);
    else text += token === '#' && hash !== undefined ? hash : token;
  }
  return text;
}

/** The message's text in `locale` for these values. */
export function formatMessage(
  message: CompiledMessage,
  locale: string,
  values: Record<string, unknown> = {},
): string {
  return typeof message === 'string' ? message : tokensText(locale, message, values);
}
