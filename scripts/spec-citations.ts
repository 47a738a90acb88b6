/**
 * Finds the specification sections the repository cites ("000 §5.4", "001 §3, §5",
 * "000 §2.5–2.9") and the entries of docs/requirements.md, so a test can prove that every
 * citation leads somewhere a reader of the repository can open.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A cited section: document (`000` or `001`) and section number (`5.4`). */
export interface Citation {
  readonly document: '000' | '001';
  readonly section: string;
}

/** Where a citation was found. */
export interface CitationSite extends Citation {
  readonly file: string;
  readonly line: number;
}

// A document ("000", "001") or another numbered thing ("issue 16", "RFC 6749") that a bare
// "§2" after it on the same line belongs to, then a section, then an optional range end.
const CITATION =
  /(?:\b(000|001|[A-Za-z]+ (?!00[01]\b)\d+)\s?)?§\s?(\d+(?:\.\d+)*)(?:\s?[–-]\s?§?(\d+(?:\.\d+)*))?/g;

/**
 * Reads the "§" citations of a text, line by line: a bare "§8" belongs to the last document or
 * numbered thing named before it on its line; with none, the reader cannot tell which document
 * it means, and it is reported as unqualified.
 */
function scanCitations(text: string, file: string) {
  const sites: CitationSite[] = [];
  const unqualified: { file: string; line: number; text: string }[] = [];
  text.split('\n').forEach((lineText, index) => {
    let owner: Citation['document'] | 'other' | null = null;
    for (const match of lineText.matchAll(CITATION)) {
      const [whole, prefix, from, to] = match;
      if (prefix !== undefined) owner = prefix === '000' || prefix === '001' ? prefix : 'other';
      if (owner === null) unqualified.push({ file, line: index + 1, text: whole.trim() });
      if (owner === null || owner === 'other') continue;
      for (const section of expandRange(from!, to)) {
        sites.push({ document: owner, section, file, line: index + 1 });
      }
    }
  });
  return { sites, unqualified };
}

/** Every section cited in one text; a bare "§8" counts for the last document named on its line. */
export function findCitations(text: string, file = ''): CitationSite[] {
  return scanCitations(text, file).sites;
}

/** Sections cited with no document on their line ("the rules of §5.4"): say "000 §5.4". */
export function findUnqualifiedCitations(
  text: string,
  file = '',
): { file: string; line: number; text: string }[] {
  return scanCitations(text, file).unqualified;
}

/** "2.8"–"2.10" is 2.8, 2.9 and 2.10; ends that differ above their last number are kept as given. */
export function expandRange(from: string, to: string | undefined): string[] {
  if (to === undefined || to === from) return [from];
  const start = from.split('.');
  const end = to.split('.');
  const sameParent =
    start.length === end.length && start.slice(0, -1).join('.') === end.slice(0, -1).join('.');
  const first = Number(start.at(-1));
  const last = Number(end.at(-1));
  if (!sameParent || last <= first) return [from, to];
  const parent = start.slice(0, -1);
  return Array.from({ length: last - first + 1 }, (_, i) =>
    [...parent, String(first + i)].join('.'),
  );
}

/** The sections docs/requirements.md has an entry for: headings like "### 000 §5.4 — …". */
export function findEntries(markdown: string): Set<string> {
  const entries = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (000|001) §(\d+(?:\.\d+)*)(?!\.?\d)/gm)) {
    entries.add(key({ document: match[1] as Citation['document'], section: match[2]! }));
  }
  return entries;
}

/** "000 §5.4". */
export function key(citation: Citation): string {
  return `${citation.document} §${citation.section}`;
}

/** Orders "000 §2.10" after "000 §2.9", document first. */
export function compareCitations(a: Citation, b: Citation): number {
  if (a.document !== b.document) return a.document < b.document ? -1 : 1;
  const x = a.section.split('.').map(Number);
  const y = b.section.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Cited sections that have no entry, each with the places that cite it. */
export function missingEntries(
  sites: readonly CitationSite[],
  entries: ReadonlySet<string>,
): Map<string, CitationSite[]> {
  const missing = new Map<string, CitationSite[]>();
  for (const site of [...sites].sort(compareCitations)) {
    const k = key(site);
    if (entries.has(k)) continue;
    missing.set(k, [...(missing.get(k) ?? []), site]);
  }
  return missing;
}

// Built from parts so that this file does not name what it forbids.
const OUTSIDE_REFERENCES = [
  ['DESIGN', '.md'],
  ['STYLE', '.md'],
  ['../', 'shared/'],
  ['/work', '/shared'],
].map((parts) => parts.join(''));

/** Mentions of documents outside the repository, which a reader of it cannot open. */
export function findOutsideReferences(
  text: string,
  file = '',
): { file: string; line: number; reference: string }[] {
  const found: { file: string; line: number; reference: string }[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const reference of OUTSIDE_REFERENCES) {
      if (lineText.includes(reference)) found.push({ file, line: index + 1, reference });
    }
  });
  return found;
}

/** The repository's tracked text files (git ls-files), without build output and binaries. */
export function trackedTextFiles(root: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const path of listFiles(root)) {
    if (/(^|\/)(node_modules|dist)\//.test(path)) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, path));
    } catch {
      continue; // deleted in the work tree but not yet in the index
    }
    if (bytes.includes(0)) continue;
    files.push({ path, text: bytes.toString('utf8') });
  }
  return files;
}

// What .gitignore leaves out, for a copy of the repository without its .git folder.
const UNTRACKED = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
]);

function listFiles(root: string): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
      .split('\0')
      .filter((path) => path !== '');
  } catch (error) {
    if (existsSync(join(root, '.git'))) throw error; // a repository git cannot read: say why
    return walk(root, '');
  }
}

function walk(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      return UNTRACKED.has(entry.name) || entry.name.startsWith('.data-') ? [] : walk(root, path);
    }
    const ignored = entry.name === '.env' || /\.(tsbuildinfo|tmp\.ts)$/.test(entry.name);
    return entry.isFile() && !ignored ? [path] : [];
  });
}

/** Repository paths a markdown text names in backticks: `apps/web/src/lib/storage.ts`, `apps/server/src/routes/`. */
export function findPathReferences(markdown: string): string[] {
  const paths = new Set<string>();
  for (const match of markdown.matchAll(/`((?:apps|packages|docs|scripts|bench)\/[\w./-]*)`/g)) {
    paths.add(match[1]!);
  }
  return [...paths];
}

/** Whether a path (a file, or a folder ending in "/") is among the tracked files. */
export function pathExists(path: string, tracked: ReadonlySet<string>): boolean {
  if (!path.endsWith('/')) return tracked.has(path);
  for (const file of tracked) if (file.startsWith(path)) return true;
  return false;
}

/** ADR numbers cited as "ADR 004" that have no file docs/decisions/004-*.md. */
export function missingAdrs(
  files: readonly { path: string; text: string }[],
): { file: string; adr: string }[] {
  const recorded = new Set(
    files
      .map((file) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(file.path)?.[1])
      .filter((adr) => adr !== undefined),
  );
  return files.flatMap((file) =>
    [...file.text.matchAll(/\bADR (\d{3})\b/g)]
      .map((match) => match[1]!)
      .filter((adr) => !recorded.has(adr))
      .map((adr) => ({ file: file.path, adr })),
  );
}
