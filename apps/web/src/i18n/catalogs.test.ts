import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_VALUES_FILE,
  catalogProblems,
  messageValuesSource,
} from '../../scripts/catalogs.ts';

// The build refuses unsound catalogs (vite.config.ts); the rules themselves are proven on a
// broken fixture by the staff app's catalogs.test.ts, which shares them (ADR 106).
describe("the diner app's catalogs", () => {
  it('hold every id in both languages, in ICU, with the same placeholders', () => {
    expect(catalogProblems()).toEqual([]);
  });

  it('type their values by src/i18n/message-values.ts, regenerated when a message changes', async () => {
    expect(readFileSync(MESSAGE_VALUES_FILE, 'utf8')).toBe(await messageValuesSource());
  });
});
