import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Issue 36 §1 (ADR 098): `npm run typecheck` runs `lingui compile --strict` over the server's
// catalogs, so a message missing in English fails the build. Shown on fixtures, not on the real
// catalogs: the same check passes a complete pair and fails one that lacks an English message.
const lingui = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/lingui');
const config = path.join(import.meta.dirname, 'catalog-fixture', 'lingui.config.ts');

const check = (name: string) =>
  promisify(execFile)(lingui, ['compile', '--strict', '--workers', '1', '--config', config], {
    env: { ...process.env, CATALOG_FIXTURE: name, FORCE_COLOR: '0', NO_COLOR: '1' },
  })
    .then(() => ({ failed: false, output: '' }))
    .catch((error: { stdout: string; stderr: string }) => ({
      failed: true,
      output: `${error.stdout}${error.stderr}`,
    }));

describe('the catalogs check (lingui compile --strict)', () => {
  it('passes when every Turkish message has its English', async () => {
    expect(await check('complete')).toEqual({ failed: false, output: '' });
  });

  it('fails the build when an English message is missing, and says which locale', async () => {
    const { failed, output } = await check('missing-english');
    expect(failed).toBe(true);
    expect(output).toContain('Failed to compile catalog for locale en');
    expect(output).toContain('Missing 1 translation');
  });
});
