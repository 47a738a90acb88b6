import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

/** One row of the table the suite prints: what a part tried, how many times, what came out. */
export type Figure = { part: string; check: string; count: number; result: string };

/** Appends a row for the final table (reliability/global-setup.ts prints it). */
export function recordFigure(figure: Figure) {
  appendFileSync(inject('figuresFile'), `${JSON.stringify(figure)}\n`);
}

const PARTS = ['fuzz', 'authorization', 'crash', 'concurrency', 'printing', 'payments'];

/** The one table of the run, parts in the order of docs/reliability.md. */
export function printFigures(figures: Figure[]) {
  const rows = [...figures].sort((a, b) => PARTS.indexOf(a.part) - PARTS.indexOf(b.part));
  const header = ['part', 'check', 'count', 'result'];
  const cells = rows.map((f) => [f.part, f.check, f.count.toLocaleString('en-US'), f.result]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [
    '',
    'Reliability figures',
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}
