/** The Turkish catalog's areas, compiled at build by the Lingui Vite plugin into this one chunk. */
export const areas = import.meta.glob('./tr/*.json', { query: '?lingui', eager: true });
