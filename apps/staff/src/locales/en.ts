/**
 * The English catalog's areas and core's rule texts (ADR 117), compiled at build by the Lingui
 * Vite plugin into this one chunk.
 */
export const areas = import.meta.glob(
  [
    './en/*.json',
    '../../../../packages/core/locales/en/*.json',
    '../../../../packages/core/locales/staff/en/*.json',
  ],
  {
    query: '?lingui',
    eager: true,
  },
);
