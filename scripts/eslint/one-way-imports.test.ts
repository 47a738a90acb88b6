import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config, as `npx eslint apps/web apps/staff` runs it: a file's
// text is linted as if it were at the given path (it need not exist). import-x/no-cycle is
// off here: it reads the whole import graph on a first call (seconds), and it is not what this
// file tests.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'masa/one-way-imports')
    .map((message) => message.message);
}

describe('masa/one-way-imports: features do not import each other (docs/architecture.md)', () => {
  // The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy
  // machine (5.5 s at load 14), not what these tests measure.
  beforeAll(() => problems('apps/web/src/main.tsx', ''), 60_000);

  it('fails a diner feature importing another feature, statically, lazily or for a type', async () => {
    const file = 'apps/web/src/features/menu/components/menu-page.tsx';
    const found = await problems(
      file,
      [
        "import { CartButton } from '../../cart/components/cart-button.tsx';",
        "import type { Order } from '../../orders/api/order-types.ts';",
        "const page = () => import('../../bill/components/payment-page.tsx');",
        'export type T = Order | typeof CartButton | typeof page;',
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/'features\/menu' imports 'features\/cart': features do not import/),
      expect.stringMatching(/'features\/menu' imports 'features\/orders'/),
      expect.stringMatching(/'features\/menu' imports 'features\/bill'/),
    ]);
  });

  it('fails a staff feature importing another, and a test mocking another feature', async () => {
    expect(
      await problems(
        'apps/staff/src/features/kitchen/components/kitchen-page.tsx',
        "export { useNow } from '../../board/hooks/use-now.ts';",
      ),
    ).toEqual([expect.stringMatching(/'features\/kitchen' imports 'features\/board'/)]);
    expect(
      await problems(
        'apps/web/src/features/qr-scan/utils/x.test.ts',
        "import { vi } from 'vitest';\nvi.mock('../../cart/hooks/use-cart.ts');",
      ),
    ).toHaveLength(1);
  });

  it('fails shared code importing a feature or app/, and a feature importing app/', async () => {
    const fromLib = await problems(
      'apps/web/src/lib/cart/use-cart.ts',
      "import { useAuth } from '../../features/auth/hooks/use-auth.ts';",
    );
    expect(fromLib).toEqual([
      expect.stringMatching(/'lib' imports 'features\/auth': imports flow/),
    ]);
    const fromFeature = await problems(
      'apps/staff/src/features/members/components/accept-link-page.tsx',
      "import { LanguageSwitch } from '../../../app/language-switch.tsx';",
    );
    expect(fromFeature).toEqual([expect.stringMatching(/'features\/members' imports 'app'/)]);
  });

  it('passes a feature importing its own files, shared code and packages, and app/ importing features', async () => {
    expect(
      await problems(
        'apps/web/src/features/menu/components/menu-page.tsx',
        [
          "import { formatTry } from '@masa/core/money/format-try';",
          "import { useCart } from '../../../lib/cart/use-cart.ts';",
          "import { CartButton } from '../../../lib/cart/components/cart-button.tsx';",
          "import { ProductGrid } from './product-grid.tsx';",
          "import { useMenuLive } from '../hooks/use-menu-live.ts';",
          'export const all = [formatTry, useCart, CartButton, ProductGrid, useMenuLive];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/web/src/app/home-route.tsx',
        "export { HomePage } from '../features/home/components/home-page.tsx';",
      ),
    ).toEqual([]);
  });
});

describe('no-restricted-imports in the apps (eslint.config.js)', () => {
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
  };

  it("fails a diner file importing a language's catalog itself, and any app importing another's files", async () => {
    const menu = 'apps/web/src/features/menu/components/menu-page.tsx';
    expect(await restricted(menu, "import menu from '../../../locales/tr/menu.json';")).toBe(1);
    expect(await restricted(menu, "import type menu from '../../../locales/en/menu.json';")).toBe(
      0,
    );
    expect(await restricted(menu, "export { x } from '../../../../../staff/src/lib/x.ts';")).toBe(
      1,
    );
    const staff = 'apps/staff/src/features/board/components/board-page.tsx';
    expect(await restricted(staff, "export { x } from '../../../../../web/src/lib/x.ts';")).toBe(1);
  });
});
