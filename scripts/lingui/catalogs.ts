import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import prettier from 'prettier';

/**
 * The two apps' catalogs, checked and typed (docs/decisions/099-staff-app-on-lingui.md, ADR 106):
 * `catalogProblems` fails an app's build (its vite.config.ts) on a key missing in either
 * language, a message that is not ICU, or a placeholder one language names and the other does
 * not; `messageValuesSource` writes the app's src/i18n/message-values.ts, the values each Turkish
 * message takes (`ruleValuesSource` those of core's rule texts, once, in core). Each app names its own catalogs with `appCatalogs` (its scripts/catalogs.ts).
 */
export const LOCALES = ['tr', 'en'] as const;
const SOURCE_LOCALE = 'tr';

type Catalog = Record<string, string>;
type Token = string | [name: string, type?: string, format?: unknown];

function readArea(dir: string, locale: string, area: string): Catalog | undefined {
  const file = path.join(dir, locale, `${area}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : undefined;
}

function areasOf(dir: string): string[] {
  const names = LOCALES.flatMap((locale) => readdirSync(path.join(dir, locale)));
  return [
    ...new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5))),
  ].sort();
}

/** A message's placeholders: name → how it is used (plain, plural, select keys). */
function placeholders(
  tokens: unknown,
  found = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    const uses = found.get(name) ?? new Set<string>();
    found.set(name, uses);
    if (type === 'select') {
      for (const key of Object.keys(format as object))
        if (key !== 'other') uses.add(`select:${key}`);
    } else uses.add(type ?? 'plain');
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      for (const branch of Object.values(format as Record<string, unknown>))
        placeholders(branch, found);
    }
  }
  return found;
}

function compiled(message: string): { tokens?: unknown; error?: string } {
  try {
    return { tokens: compileMessageOrThrow(message) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every problem of the catalogs under `dir`, one sentence each; none when they are sound. */
export function catalogProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const area of areasOf(dir)) {
    const catalogs = Object.fromEntries(
      LOCALES.map((locale) => [locale, readArea(dir, locale, area)]),
    );
    for (const locale of LOCALES) {
      if (!catalogs[locale]) problems.push(`${locale}/${area}.json is missing`);
    }
    const ids = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale] ?? {})));
    for (const id of ids) {
      const names: Record<string, string> = {};
      for (const locale of LOCALES) {
        const message = catalogs[locale]?.[id];
        if (catalogs[locale] && message === undefined) {
          problems.push(`${locale}/${area}.json lacks "${id}"`);
          continue;
        }
        if (message === undefined) continue;
        const { tokens, error } = compiled(message);
        if (error) problems.push(`${locale}/${area}.json "${id}" is not ICU: ${error}`);
        else names[locale] = [...placeholders(tokens).keys()].sort().join(', ');
      }
      const [tr, en] = [names.tr, names.en];
      if (tr !== undefined && en !== undefined && tr !== en) {
        problems.push(`"${id}" takes {${tr}} in Turkish but {${en}} in English`);
      }
    }
  }
  return problems;
}

/** The TypeScript type of one placeholder, from how the Turkish message uses it. */
function typeOf(uses: Set<string>): string {
  const numeric = uses.has('plural') || uses.has('selectordinal') || uses.has('number');
  const keys = [...uses].filter((use) => use.startsWith('select:')).map((use) => use.slice(7));
  const base = keys.includes('true') ? 'boolean' : numeric ? 'number' : 'string | number';
  // A `null {…}` branch: the message has words for a missing or empty value.
  return keys.includes('null') ? `${base} | null | undefined` : base;
}

/** The `'id': { name: type }` lines of the Turkish catalogs under `dirs`, for those with values. */
function valueLines(dirs: readonly string[]): string[] {
  const lines: string[] = [];
  const catalogs = dirs.flatMap((dir) =>
    areasOf(dir).map((area) => readArea(dir, SOURCE_LOCALE, area)),
  );
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(catalog ?? {})) {
      const found = placeholders(compiled(message).tokens);
      if (found.size === 0) continue;
      const fields = [...found].map(([name, uses]) => `${name}: ${typeOf(uses)}`);
      lines.push(`  '${id}': { ${fields.join('; ')} };`);
    }
  }
  return lines;
}

/** A generated TypeScript source, formatted as `file` would be. */
async function formatted(file: string, lines: string[]): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(lines.join('\n'), { ...options, filepath: file });
}

/**
 * The app's src/i18n/message-values.ts as it should read for its Turkish catalogs under `dir`:
 * core's rule texts' values are typed once, in core (`ruleValuesSource`), and joined here.
 */
export async function messageValuesSource(dir: string, workspace: string): Promise<string> {
  return formatted(valuesFileOf(dir), [
    `// Generated from the Turkish catalogs by \`npm run i18n:types -w ${workspace}\`; do not edit.`,
    '// A test fails while it is out of date (src/i18n/catalogs.test.ts).',
    "import type { RuleMessageValues } from '@masa/core/i18n/rule-message-values';",
    '',
    'export type MessageValues = RuleMessageValues & {',
    ...valueLines([dir]),
    '};',
    '',
  ]);
}

/** An app's src/i18n/message-values.ts, beside its catalogs' folder src/locales. */
const valuesFileOf = (dir: string) => path.join(dir, '../i18n/message-values.ts');

/**
 * Core's rule texts (docs/decisions/117-core-rule-texts-by-id.md), one more area of each app,
 * `rules`, read from core's folders and checked and typed with the app's own: the diner's part,
 * which every app reads, and the back office's part (`staff/`), which the diner's app leaves out.
 */
const CORE_LOCALES_DIR = path.join(import.meta.dirname, '../../packages/core/locales');
export const CORE_RULE_DIRS = {
  diner: [CORE_LOCALES_DIR],
  staff: [CORE_LOCALES_DIR, path.join(CORE_LOCALES_DIR, 'staff')],
} as const;

/** Core's src/i18n/rule-message-values.ts: the values each of core's rule texts takes. */
export const RULE_VALUES_FILE = path.join(
  import.meta.dirname,
  '../../packages/core/src/i18n/rule-message-values.ts',
);

/** Core's rule-message-values.ts as it should read for both parts of core's catalog. */
export const ruleValuesSource = (): Promise<string> =>
  formatted(RULE_VALUES_FILE, [
    "// Generated from core's Turkish catalog by `npm run i18n:types` of either app; do not edit.",
    '// A test fails while it is out of date (scripts/core-rule-texts.test.ts).',
    'export type RuleMessageValues = {',
    ...valueLines(CORE_RULE_DIRS.staff),
    '};',
    '',
  ]);

/**
 * One app's catalogs (`src/locales` under `appDir`) and core's, checked and typed by the rules
 * above; `writeMessageValues` is the app's `npm run i18n:types`.
 */
export function appCatalogs(appDir: string, workspace: string, rules: keyof typeof CORE_RULE_DIRS) {
  const LOCALES_DIR = path.join(appDir, 'src/locales');
  const MESSAGE_VALUES_FILE = valuesFileOf(LOCALES_DIR);
  const dirs = [LOCALES_DIR, ...CORE_RULE_DIRS[rules]];
  const write = async (file: string, source: Promise<string>) => {
    writeFileSync(file, await source);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  };
  return {
    MESSAGE_VALUES_FILE,
    catalogProblems: (dir?: string) => (dir ? [dir] : dirs).flatMap(catalogProblems),
    messageValuesSource: () => messageValuesSource(LOCALES_DIR, workspace),
    writeMessageValues: async () => {
      await write(MESSAGE_VALUES_FILE, messageValuesSource(LOCALES_DIR, workspace));
      await write(RULE_VALUES_FILE, ruleValuesSource());
    },
  };
}
