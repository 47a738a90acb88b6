/**
 * A message as @lingui/vite-plugin compiles it at build, formatted here instead of by
 * `@lingui/core`, whose runtime the first load would carry for these few lines
 * (docs/decisions/106-diner-app-on-lingui.md). The ICU text is already parsed: a message is plain
 * text or a list of tokens, each text, `[name]` (a value as it is) or
 * `[name, 'plural' | 'select', { case: tokens }]`. A plural picks its case by the exact value
 * (`=0`), else by `Intl.PluralRules`, and its `#` is the count by `Intl.NumberFormat`, both in
 * the page's language: what Lingui does with these forms, the only ones the catalogs use
 * (`compiled-message.test.ts` refuses any other).
 */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, type?: string, cases?: Cases];
type Cases = Record<string, Token[]> & { offset?: number };

/** A catalog file as the plugin's `?lingui` import gives it. */
export type Catalog = { messages: Record<string, CompiledMessage> };

/** The token types formatted here; a catalog message of any other type fails the unit tests. */
export const FORMATTED_TYPES = ['plural', 'select'];

/** Made once per language: making one costs more than using it. */
const plurals: Record<string, Intl.PluralRules> = {};
const numbers: Record<string, Intl.NumberFormat> = {};

/**
 * The tokens of the case a value picks: a plural's exact value (`=0`) first, then its rule.
 * The rules are made only when no exact case matched: the menu's first screen says
 * 'Alerjenlerim' (`=0`), and making the first `Intl.PluralRules` loads locale data, a long
 * task's worth on a slow phone's start (docs/decisions/124-the-diner-start-in-short-tasks.md).
 */
function caseOf(locale: string, type: string, cases: Cases, value: unknown): Token[] {
  if (type === 'select') return cases[String(value)] ?? cases.other ?? [];
  const exact = cases[Number(value)];
  if (exact) return exact;
  plurals[locale] ??= new Intl.PluralRules(locale);
  const rule = plurals[locale].select(Number(value) - (cases.offset ?? 0));
  return cases[rule] ?? cases.other ?? [];
}

/** `count` is what `#` stands for: the count of the plural case these tokens are. */
function tokensText(
  locale: string,
  tokens: Token[],
  values: Record<string, unknown>,
  count?: number,
): string {
  let text = '';
  for (const token of tokens) {
    if (token === '#' && count !== undefined) {
      numbers[locale] ??= new Intl.NumberFormat(locale);
      text += numbers[locale].format(count);
    } else if (typeof token === 'string') text += token;
    else {
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (!type) text += String(value ?? '');
      else {
        const hash = type === 'plural' ? Number(value) - (cases.offset ?? 0) : undefined;
        text += tokensText(locale, caseOf(locale, type, cases, value), values, hash);
      }
    }
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
