import type { Alias } from 'vite';

/**
 * The diner app runs on Preact: every import of React, by our code or a dependency's
 * (react-router, TanStack Query, react-hook-form, Testing Library), is answered by
 * `preact/compat`, about 60 KB gzip less on a printed code's first load than react-dom
 * (docs/decisions/116-the-diner-app-on-preact.md). The sources and their types stay React's;
 * only the build and the unit tests resolve these names. The staff app stays on React.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
