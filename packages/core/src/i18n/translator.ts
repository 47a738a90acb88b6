// Turkish messages read back into English (ADR 046). The server's messages and core's rules are
// written in Turkish, which stays the API's contract; a request that asks for English gets the
// same message from the English twin of its catalog, found by the Turkish text itself, so no
// place that throws a message has to know the request's language.

type Catalog = { readonly [key: string]: unknown };
/** A Turkish catalog and its English twin, key for key. */
export type CatalogPair = readonly [Catalog, Catalog];
/** A message no twin can read back (a function that formats its argument): a pattern of its own. */
export type MessagePattern = readonly [RegExp, (match: RegExpExecArray) => string];

export type Translator = {
  /** The English of a Turkish message, or undefined when no catalog holds it. */
  (text: string): string | undefined;
  /** Catalog entries that could not be read back (their test keeps this empty). */
  readonly unreadable: readonly string[];
};

type Template = { pattern: RegExp; groups: number[]; english: (...args: unknown[]) => unknown };

const mark = (index: number) => `\u0001${index}\u0001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's pattern: the Turkish sample with each argument's mark as a capture. */
function templateOf(sample: string, arity: number): Omit<Template, 'english'> | null {
  const groups: number[] = [];
  let pattern = '';
  let rest = sample;
  for (;;) {
    // eslint-disable-next-line no-control-regex -- the marks are control characters on purpose
    const found = /\u0001(\d+)\u0001/.exec(rest);
    if (!found) break;
    pattern += escape(rest.slice(0, found.index));
    const index = Number(found[1]);
    pattern += groups.includes(index) ? `\\${groups.indexOf(index) + 1}` : '(.+?)';
    if (!groups.includes(index)) groups.push(index);
    rest = rest.slice(found.index + found[0].length);
  }
  pattern += escape(rest);
  if (groups.length !== arity) return null;
  return { pattern: new RegExp(`^${pattern}$`, 's'), groups };
}

export function makeTranslator(
  pairs: readonly CatalogPair[],
  patterns: readonly MessagePattern[] = [],
): Translator {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const unreadable: string[] = [];
  const walk = (turkish: Catalog, english: Catalog, path: string) => {
    for (const key of Object.keys(turkish)) {
      const a = turkish[key];
      const b = english[key];
      const at = `${path}.${key}`;
      if (typeof a === 'string' && typeof b === 'string') {
        if (!exact.has(a)) exact.set(a, b);
      } else if (typeof a === 'function' && typeof b === 'function') {
        const marks = Array.from({ length: a.length }, (_, index) => mark(index));
        let sample: unknown;
        try {
          sample = (a as (...args: string[]) => unknown)(...marks);
        } catch {
          sample = null;
        }
        const template = typeof sample === 'string' ? templateOf(sample, a.length) : null;
        if (template) templates.push({ ...template, english: b as Template['english'] });
        else unreadable.push(at);
      } else if (a && b && typeof a === 'object' && typeof b === 'object') {
        walk(a as Catalog, b as Catalog, at);
      } else {
        unreadable.push(at);
      }
    }
  };
  for (const [index, [turkish, english]] of pairs.entries()) walk(turkish, english, `#${index}`);
  // The longest template first: a sentence is matched before a shorter one inside it.
  templates.sort((x, y) => y.pattern.source.length - x.pattern.source.length);

  /** An argument read back: a whole number as a number, a catalog's word in English. */
  const argument = (value: string): unknown =>
    /^-?\d+$/.test(value) ? Number(value) : (exact.get(value) ?? value);

  const translate = (text: string): string | undefined => {
    const hit = exact.get(text);
    if (hit !== undefined) return hit;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const args: unknown[] = [];
      template.groups.forEach((index, group) => (args[index] = argument(match[group + 1]!)));
      const value = template.english(...args);
      if (typeof value === 'string') return value;
    }
    for (const [pattern, english] of patterns) {
      const match = pattern.exec(text);
      if (match) return english(match);
    }
    return undefined;
  };
  return Object.assign(translate, { unreadable });
}
