import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import setupDatabase from '../test/global-setup.ts';
import { printFigures, type Figure } from './support/figures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    figuresFile: string;
  }
}

/**
 * The API suite's PostgreSQL and template (test/global-setup.ts), plus one file where every
 * part of the suite appends its figures; the table of them is printed once, at the end.
 */
export default async function setup(project: TestProject) {
  const teardownDatabase = await setupDatabase(project);
  const dir = mkdtempSync(path.join(tmpdir(), 'masa-reliability-'));
  const figuresFile = path.join(dir, 'figures.jsonl');
  project.provide('figuresFile', figuresFile);
  return async () => {
    await teardownDatabase();
    let lines: string[] = [];
    try {
      lines = readFileSync(figuresFile, 'utf8').trim().split('\n');
    } catch {
      // No part recorded anything: every part failed before its figures.
    }
    printFigures(lines.filter(Boolean).map((line) => JSON.parse(line) as Figure));
    rmSync(dir, { recursive: true, force: true });
  };
}
