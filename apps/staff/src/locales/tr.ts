/**
 * The Turkish catalog's areas and core's rule texts (ADR 117), compiled at build by the Lingui
 * Vite plugin into this one chunk.
 */
export const areas = import.meta.glob(
  [
    './tr/*.json',
    '../../../../packages/core/locales/tr/*.json',
    '../../../../packages/core/locales/staff/tr/*.json',
  ],
  {
    query: '?lingui',
    eager: true,
  },
);
