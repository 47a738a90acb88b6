import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  expandRange,
  findCitations,
  findEntries,
  findOutsideReferences,
  findPathReferences,
  findUnqualifiedCitations,
  key,
  missingAdrs,
  missingEntries,
  pathExists,
  trackedTextFiles,
} from './spec-citations';

const root = fileURLToPath(new URL('..', import.meta.url));
const REQUIREMENTS = 'docs/requirements.md';
// The citation checks skip these: the requirements are their entries, and the scanner's own
// files hold examples of citations, good and bad.
const NOT_CITING = new Set([
  REQUIREMENTS,
  'scripts/spec-citations.ts',
  'scripts/spec-citations.test.ts',
]);

describe('finding specification citations', () => {
  it('reads single sections, lists, ranges and bare sections after a document on the line', () => {
    const text = [
      '/** QR parsing (000 §5.4) and the scan page (000 §2.7, §4.3). */',
      '// Accounts (000 §2.5–2.7, §8.1/§8.2; 001 §7 calls, §8 texts).',
      'describe("bill (001 §2 Split bill, §4)", () => {});',
    ].join('\n');

    expect(findCitations(text, 'a.ts').map((site) => `${key(site)}@${site.line}`)).toEqual([
      '000 §5.4@1',
      '000 §2.7@1',
      '000 §4.3@1',
      '000 §2.5@2',
      '000 §2.6@2',
      '000 §2.7@2',
      '000 §8.1@2',
      '000 §8.2@2',
      '001 §7@2',
      '001 §8@2',
      '001 §2@3',
      '001 §4@3',
    ]);
  });

  it('ignores sections of other things: an issue, an RFC', () => {
    const text = 'Columns by status (issue 16 §2, §3).\nPKCE (RFC 7636 §4.2); 001 §7 calls.';
    expect(findCitations(text).map(key)).toEqual(['001 §7']);
    expect(findUnqualifiedCitations(text)).toEqual([]);
  });

  it('reports a § with no document before it on its line, which no reader can resolve', () => {
    const text = '// The rules of §5.4 apply\n// (000 §2.8,\n// §4.4)';
    expect(findCitations(text)).toEqual([{ document: '000', section: '2.8', file: '', line: 2 }]);
    expect(findUnqualifiedCitations(text, 'a.ts')).toEqual([
      { file: 'a.ts', line: 1, text: '§5.4' },
      { file: 'a.ts', line: 3, text: '§4.4' },
    ]);
  });

  it('expands a range within one parent section, through two-digit numbers', () => {
    expect(expandRange('2.8', '2.10')).toEqual(['2.8', '2.9', '2.10']);
    expect(expandRange('5.1', '5.3')).toEqual(['5.1', '5.2', '5.3']);
    expect(expandRange('2.9', '3.1')).toEqual(['2.9', '3.1']);
    expect(expandRange('4', undefined)).toEqual(['4']);
  });
});

describe('checking citations against the entries of the requirements document', () => {
  const requirements = [
    '# Requirements',
    '### 000 §5.4 — QR content parsing',
    'The parser…',
    '### 001 §3 — Entities and fields',
    'Mentions 000 §9 in its text, which is not an entry.',
  ].join('\n');

  it('reads entries from headings only', () => {
    expect([...findEntries(requirements)].sort()).toEqual(['000 §5.4', '001 §3']);
  });

  it('lists every cited section without an entry, with the places citing it', () => {
    const sites = [
      ...findCitations('// 000 §5.4 and 001 §3\n// 000 §5.5 card form', 'web/card.ts'),
      ...findCitations('/* 000 §5.5, §9 */', 'core/card.ts'),
    ];

    const missing = missingEntries(sites, findEntries(requirements));

    expect([...missing.keys()]).toEqual(['000 §5.5', '000 §9']);
    expect(missing.get('000 §5.5')!.map((site) => `${site.file}:${site.line}`)).toEqual([
      'web/card.ts:2',
      'core/card.ts:1',
    ]);
  });

  it('finds nothing missing when every cited section has an entry', () => {
    const sites = findCitations('// 000 §5.4; 001 §3', 'a.ts');
    expect(missingEntries(sites, findEntries(requirements)).size).toBe(0);
  });

  it('finds mentions of documents outside the repository', () => {
    const design = ['DESIGN', 'md'].join('.');
    const text = `// see ${design} decision 2\n// fine\n// copied from ..${'/'}shared/spec`;
    expect(findOutsideReferences(text, 'x.ts').map((found) => found.line)).toEqual([1, 3]);
  });
});

describe('checking the paths and ADRs a document names', () => {
  const tracked = new Set(['apps/web/src/lib/storage.ts', 'docs/decisions/004-placing-orders.md']);

  it('finds repository paths in backticks, not other code spans', () => {
    const text = 'See `apps/web/src/lib/storage.ts`, `apps/web/src/lib/`, `AA/YY` and `/orders`.';
    expect(findPathReferences(text)).toEqual(['apps/web/src/lib/storage.ts', 'apps/web/src/lib/']);
  });

  it('knows a tracked file and a folder holding one, and nothing else', () => {
    expect(pathExists('apps/web/src/lib/storage.ts', tracked)).toBe(true);
    expect(pathExists('apps/web/src/lib/', tracked)).toBe(true);
    expect(pathExists('apps/web/src/lib/gone.ts', tracked)).toBe(false);
    expect(pathExists('apps/web/src/gone/', tracked)).toBe(false);
  });

  it('lists an ADR cited without a file in docs/decisions', () => {
    const unknown = ['ADR', '099'].join(' '); // not written whole: this file is scanned too
    const files = [
      { path: 'docs/decisions/004-placing-orders.md', text: '# 004' },
      { path: 'a.ts', text: `// priced by the server (ADR 004), checked (${unknown})` },
    ];
    expect(missingAdrs(files)).toEqual([{ file: 'a.ts', adr: '099' }]);
  });
});

describe('the repository cites only what it contains', () => {
  const files = trackedTextFiles(root);

  it('has an entry in docs/requirements.md for every specification section it cites', () => {
    const entries = findEntries(readFileSync(`${root}/${REQUIREMENTS}`, 'utf8'));
    const sites = files
      .filter((file) => !NOT_CITING.has(file.path))
      .flatMap((file) => findCitations(file.text, file.path));
    expect(sites.length).toBeGreaterThan(100);

    const missing = [...missingEntries(sites, entries)].map(
      ([section, where]) =>
        `${section} (cited in ${where.map((site) => `${site.file}:${site.line}`).join(', ')})`,
    );
    expect(missing, `add an entry to ${REQUIREMENTS} for each`).toEqual([]);
  });

  it('names the document of every section it cites', () => {
    const found = files
      .filter((file) => !NOT_CITING.has(file.path))
      .flatMap((file) => findUnqualifiedCitations(file.text, file.path))
      .map((site) => `${site.file}:${site.line} ${site.text}`);
    expect(found, 'write "000 §8.1" or "001 §4", not a bare "§8.1"').toEqual([]);
  });

  it('names only paths that exist in docs/requirements.md', () => {
    const tracked = new Set(files.map((file) => file.path));
    const paths = findPathReferences(readFileSync(`${root}/${REQUIREMENTS}`, 'utf8'));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !pathExists(path, tracked))).toEqual([]);
  });

  it('cites only ADRs that exist', () => {
    expect(missingAdrs(files)).toEqual([]);
  });

  it('mentions no document outside the repository', () => {
    const found = files
      .flatMap((file) => findOutsideReferences(file.text, file.path))
      .map((mention) => `${mention.file}:${mention.line} ${mention.reference}`);
    expect(found, 'cite an ADR in docs/decisions or a specification section instead').toEqual([]);
  });
});
