import type { Catalog } from './compiled-message.ts';

/**
 * The loaders of the Turkish catalogs, by file, the app's and core's rule texts (ADR 117). A module of their own, fetched in one file with
 * the first screens' Turkish texts (`first-texts-tr`, vite.config.ts): a list of every area's
 * chunk in both languages was 0.8 KB gzip in the entry (ADR 106).
 */
export const catalogs = import.meta.glob<Catalog>(
  ['../locales/tr/*.json', '../../../../packages/core/locales/tr/*.json'],
  { query: '?lingui' },
);
