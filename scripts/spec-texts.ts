/**
 * Reads docs/spec-texts.md, the list of every text the two specification documents quote, and
 * checks each against the repository: the diner app's messages module (or core's, for the
 * rules both apps share) must hold it verbatim, and the test named beside it must show it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** One line of the list: `text` · sections · situation · `source` · `test`. */
export interface SpecText {
  readonly text: string;
  readonly sections: string;
  readonly situation: string;
  /** `tr.area.key`, `core:path#EXPORT.key`, `file:path` (a name, not a text), or null. */
  readonly source: string | null;
  /** The test that brings the situation about; null for a name no one sees. */
  readonly test: string | null;
  readonly line: number;
}

const ENTRY = /^- `(.+)` · (.+?) · (.+) · (`[^`]+`|—) · (`[^`]+`|—)$/;
const cell = (value: string) => (value === '—' ? null : value.slice(1, -1));

export function parseSpecTexts(markdown: string): SpecText[] {
  const entries: SpecText[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!text.startsWith('- `')) return;
    const match = ENTRY.exec(text);
    if (!match) throw new Error(`docs/spec-texts.md:${index + 1}: not an entry: ${text}`);
    entries.push({
      text: match[1]!,
      sections: match[2]!,
      situation: match[3]!,
      source: cell(match[4]!),
      test: cell(match[5]!),
      line: index + 1,
    });
  });
  return entries;
}

/** The placeholders a quoted text holds, in order: `{status}`, or a trailing `...`/`…`. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{[a-z]+\}|(?:\.\.\.|…)$/g)].map((match) => match[0]);
}

/** 'Siparişler yüklenemedi: {reason}' as a pattern the test's concrete text must match. */
export function textPattern(text: string, args: readonly string[] = placeholders(text)): RegExp {
  let pattern = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const arg of args) {
    pattern = pattern.replace(arg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), '.+?');
  }
  return new RegExp(pattern);
}

/**
 * 'Ödeme yöntemi başarıyla eklendi/güncellendi/silindi' is three texts; a text with no slash
 * in a word is itself.
 */
export function alternatives(text: string): string[] {
  const group = /(\S+\/\S+)/.exec(text);
  if (!group || /[{}]/.test(group[1]!)) return [text];
  return group[1]!.split('/').map((word) => text.replace(group[1]!, word));
}

type Modules = {
  tr: unknown;
  en: unknown;
  core: (file: string) => Promise<Record<string, unknown>>;
};

/** The value of one reference: `tr.a.b` (Turkish), `en.a.b` (English), `tr.a.b('x')`, `core:file#NAME.a` (a call with its args). */
export async function resolveSource(
  reference: string,
  text: string,
  modules: Modules,
): Promise<{ value: string; args: string[] } | null> {
  const call = /^(.+?)\((.*)\)$/.exec(reference);
  const path = call ? call[1]! : reference;
  const given = call ? [...call[2]!.matchAll(/'([^']*)'/g)].map((match) => match[1]!) : null;
  let target: unknown;
  let keys: string[];
  if (path.startsWith('tr.') || path.startsWith('en.')) {
    target = path.startsWith('tr.') ? modules.tr : modules.en;
    keys = path.split('.').slice(1);
  } else if (path.startsWith('core:')) {
    const [file, name] = path.slice('core:'.length).split('#');
    target = await modules.core(file!);
    keys = name!.split('.');
  } else {
    return null;
  }
  for (const key of keys) {
    if (typeof target !== 'object' || target === null || !(key in target)) return null;
    target = (target as Record<string, unknown>)[key];
  }
  const args = given ?? placeholders(text);
  if (typeof target === 'function') {
    const value = (target as (...values: string[]) => unknown)(...args);
    return typeof value === 'string' ? { value, args } : null;
  }
  return typeof target === 'string' ? { value: target, args: [] } : null;
}

/**
 * Whether a resolved value is the quoted text: verbatim, or, where the document cut the text
 * short ('Kullanıcı bilgileriniz bulunamadı…', 'Invalid QR code format...'), beginning so.
 */
export function matchesQuote(value: string, text: string): boolean {
  if (value === text) return true;
  const cut = /^(.*\S)(?:\.\.\.|…)$/.exec(text);
  return cut !== null && value.startsWith(cut[1]!);
}

/** Whether `file` holds `name` as a word (a field, an event, a prefix no one reads). */
export function holdsName(source: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}`).test(source);
}

export interface Verdict {
  readonly entry: SpecText;
  /** The text is in the app's messages (or, for a name, in the file named). */
  readonly found: boolean;
  readonly problems: string[];
}

/** Checks one entry against the repository at `root`. */
export async function checkSpecText(entry: SpecText, root: string, modules: Modules) {
  const problems: string[] = [];
  let found = false;
  let patterns: RegExp[] = [];
  if (entry.source === null) {
    if (entry.test !== null) problems.push('a test is named for a text that is not shown');
  } else if (entry.source.startsWith('file:')) {
    const file = join(root, entry.source.slice('file:'.length));
    found = existsSync(file) && holdsName(readFileSync(file, 'utf8'), entry.text);
    if (!found) problems.push(`'${entry.text}' is not in ${entry.source}`);
  } else {
    const references = entry.source.split(/,\s*/);
    const texts = references.length > 1 ? alternatives(entry.text) : [entry.text];
    if (references.length !== texts.length) {
      problems.push(`${texts.length} text(s) but ${references.length} source(s)`);
    }
    found = problems.length === 0;
    for (const [index, reference] of references.entries()) {
      const quote = texts[index] ?? entry.text;
      const resolved = await resolveSource(reference, quote, modules);
      if (!resolved || !matchesQuote(resolved.value, quote)) {
        found = false;
        problems.push(
          `${reference} is ${resolved ? `'${resolved.value}'` : 'missing'}, not '${quote}'`,
        );
        continue;
      }
      patterns.push(textPattern(quote, resolved.args.length > 0 ? resolved.args : undefined));
    }
  }
  if (entry.test !== null) {
    const file = join(root, entry.test);
    if (!existsSync(file)) problems.push(`${entry.test} does not exist`);
    else {
      const test = readFileSync(file, 'utf8');
      if (patterns.length === 0) patterns = [textPattern(entry.text)];
      const missing = patterns.filter((pattern) => !pattern.test(test));
      if (missing.length > 0) problems.push(`${entry.test} never shows ${missing.join(', ')}`);
    }
  } else if (entry.source !== null && !entry.source.startsWith('file:')) {
    problems.push('a text the diner sees needs a test that makes it appear');
  }
  return { entry, found, problems } satisfies Verdict;
}

/** The modules the references point into, loaded from the repository at `root`. */
export async function loadModules(root: string): Promise<Modules> {
  return {
    tr: catalogTree(root, 'tr'),
    en: catalogTree(root, 'en'),
    core: async (file) =>
      (await import(pathToFileURL(join(root, 'packages/core/src', file)).href)) as Record<
        string,
        unknown
      >,
  };
}

/**
 * The diner app's catalogs in one language (ADR 106; core's rule texts among them, ADR 117) as
 * a tree of its dotted ids: `tr.a.b` is the message `a.b`, and a message with placeholders a
 * function of them, in the order the Turkish message first names them
 * (`tr.orders.detail.notFound('ID')`).
 */
function catalogTree(root: string, language: 'tr' | 'en'): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  // The app's own catalogs and core's rule texts, its `rules` area (ADR 117).
  const files = ['apps/web/src/locales', 'packages/core/locales'].flatMap((folder) =>
    readdirSync(join(root, folder, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ folder, file })),
  );
  for (const { folder, file } of files) {
    const read = (locale: string) =>
      JSON.parse(readFileSync(join(root, folder, locale, file), 'utf8')) as Record<string, string>;
    const catalog = read(language);
    const turkish = read('tr');
    for (const [id, message] of Object.entries(catalog)) {
      const names = [...(turkish[id] ?? message).matchAll(/\{(\w+)/g)].map((match) => match[1]!);
      const order = [...new Set(names)];
      const i18n = setupI18n({
        locale: language,
        messages: { [language]: { [id]: compileMessage(message) } },
      });
      const value =
        order.length === 0
          ? i18n._(id)
          : (...args: string[]) =>
              i18n._(id, Object.fromEntries(order.map((name, index) => [name, args[index]])));
      const keys = id.split('.');
      let node = tree;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys.at(-1)!] = value;
    }
  }
  return tree;
}
