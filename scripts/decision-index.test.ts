import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md lists every ADR with its status (issue 36 §6): a decision added
// without its row, or whose status changed in its file only, fails here.
const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const adrFiles = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${dir}README.md`, 'utf8');

/** The first word of a decision's status line: accepted, superseded, proposed… */
const statusOf = (name: string) =>
  /^Status:\s*(\w+)/m.exec(readFileSync(`${dir}${name}`, 'utf8'))?.[1]?.toLowerCase();

/** The index's rows: `| [NNN](NNN-title.md) | title | status | later |`, by file. */
const rows = new Map(
  [...index.matchAll(/^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|[^|]*\|\s*(\w+)\s*\|/gm)].map((m) => [
    m[2]!,
    { number: m[1]!, status: m[3]!.toLowerCase() },
  ]),
);

describe('the ADR index (docs/decisions/README.md)', () => {
  it('lists every ADR file, under its own number', () => {
    const missing = adrFiles.filter((name) => rows.get(name)?.number !== name.slice(0, 3));
    expect(missing, 'ADRs without a row in docs/decisions/README.md').toEqual([]);
  });

  it('links no ADR that is not there', () => {
    const gone = [...rows.keys()].filter((name) => !adrFiles.includes(name));
    expect(gone).toEqual([]);
  });

  it("gives each ADR the status its file's status line says", () => {
    const differing = adrFiles.filter(
      (name) => rows.has(name) && rows.get(name)!.status !== statusOf(name),
    );
    expect(differing).toEqual([]);
  });

  it('every ADR has a status line, as the template asks', () => {
    expect(adrFiles.filter((name) => statusOf(name) === undefined)).toEqual([]);
    expect(readFileSync(`${dir}template.md`, 'utf8')).toMatch(/^Status: /m);
  });
});
