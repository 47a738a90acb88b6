import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogProblems,
  MESSAGE_VALUES_FILE,
  messageValuesSource,
} from '../../scripts/catalogs.ts';

// The build refuses catalogs that are not sound (vite.config.ts runs catalogProblems): a key
// missing in either language, a message that is not ICU, a placeholder only one language has.
const broken = path.join(import.meta.dirname, '../../scripts/fixtures/broken-catalogs');

describe("the staff app's catalogs", () => {
  it('are sound: both languages have every key, every message is ICU', () => {
    expect(catalogProblems()).toEqual([]);
  });

  it('refuse a broken pair of catalogs, naming each problem', () => {
    expect(catalogProblems(broken)).toEqual([
      '"board.order" takes {n} in Turkish but {number} in English',
      'en/board.json lacks "board.persons"',
      expect.stringMatching(/^tr\/board\.json "board\.broken" is not ICU: /),
      'tr/board.json lacks "board.onlyEnglish"',
      'en/kitchen.json is missing',
    ]);
  });

  it('type their values by a file that is up to date (npm run i18n:types -w @masa/staff)', async () => {
    expect(readFileSync(MESSAGE_VALUES_FILE, 'utf8')).toBe(await messageValuesSource());
  });
});
