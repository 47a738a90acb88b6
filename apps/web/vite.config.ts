import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  checkCatalogs,
  devServer,
  linguiOptions,
  precompress,
} from '../../scripts/vite/app-build.ts';
import { reactOnPreact } from './react-on-preact.ts';
import { catalogProblems } from './scripts/catalogs.ts';

// The app lives under /customerapp (000 §9); in development the API, socket and uploads are
// proxied to the Fastify server, which serves the built dist/ in production.
export default defineConfig({
  base: '/customerapp/',
  plugins: [
    // The catalogs compile at build: the runtime carries no ICU parser (ADR 106).
    lingui(linguiOptions(import.meta.dirname)),
    checkCatalogs(catalogProblems),
    precompress(),
    offlineWorker(),
  ],
  // React's names answered by Preact (ADR 116); JSX compiles to the automatic runtime, which
  // the aliases point at Preact's too. Without React's plugin there is no fast refresh: an edit
  // reloads the page in development.
  resolve: { alias: reactOnPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: devServer(5173),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the server, which announces the menu's chunks with the page (ADR 062).
    manifest: true,
    rollupOptions: {
      output: {
        advancedChunks: {
          groups: [
            // Everything the entry imports statically, in one file with it: the page cannot
            // start without any of them, and on one bar of signal a phone fetches six files at a
            // time, each round of six a 2 s round trip (ADR 068). It holds what the 'react' and
            // 'shared' groups did (ADR 029, 046); the groups below shape what the lazy screens share.
            { name: 'start', tags: ['$initial'], priority: 4 },
            // The small modules the menu shares with the cart and the dish's sheet (the cart
            // store, a line's price, search, money, the allergens the diner avoids): apart,
            // each was a script under 1 KB, sent uncompressed; together they gzip (issue 21 §5).
            // Also modules under 1 KB the lazy screens share (and core's rule-text ids, ADR 117),
            // each a file on the printed code's way otherwise (ADR 068).
            // The texts are not among them (each area's module is loaded in one language, ADR 046),
            // but the allergens' names, read from core in the page's language. The card with one
            // link (components/ui/link-card.tsx) is here too: home, cart, orders and profile draw it.
            {
              name: 'menu-shared',
              priority: 1,
              test: /(i18n[\\/](allergen-names|content-name)|lib[\\/]api[\\/]failure-text|lib[\\/]cart[\\/](use-cart|cart-item|cart-lines|build-cart-item)|lib[\\/]allergens[\\/]allergen-choice|core[\\/]src[\\/](i18n[\\/]rule-text|allergens[\\/]allergen-list|text[\\/]search-text|money[\\/](round-half-up|format-try|discounted-price)))\.ts$|components[\\/]ui[\\/]link-card\.tsx$/,
            },
            // A printed table code's way to a usable menu (issue 30, ADR 062): the table link's
            // page, the menu's screen and what only they load with them, one chunk and one
            // stylesheet. On one bar of signal a phone fetches six files at a time and each
            // round of six costs a 2 s round trip: eleven files of a few KB were two rounds.
            // The list is what those screens' chunks held; lazy parts (the dish's sheet) stay out.
            {
              name: 'menu-screen',
              priority: 0,
              // Only these modules: what they import stays where it was (the entry's, lazy parts).
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/]menu[\\/](components[\\/](menu-page|allergen-control|campaign-strip|category-bar|menu-header|menu-notices|menu-toolbar|product-card|product-grid|refresh-button|favorite-button|rating-badge|dietary-icons|price-tag|product-image)\.tsx|hooks[\\/](use-first-screen-handover|use-opening-refresh|use-progressive-count|use-add-to-cart)\.ts|utils[\\/](filter-products|group-by-category|favorites)\.ts|api[\\/]get-business-status\.ts)|features[\\/]qr-scan[\\/](components[\\/]table-link-page\.tsx|api[\\/](record-scan|lookup-table-by-code|resolve-scanned-code)\.ts|utils[\\/](table-link-failure|save-scanned-table|scan-session-id)\.ts)|lib[\\/](orders[\\/]components[\\/]table-orders-link|cart[\\/]components[\\/]cart-button)\.tsx|lib[\\/](menu[\\/](menu-keys|use-menu-live|campaign-in-language|favorites)|use-photo-failed)\.ts)$|src[\\/](features[\\/]menu[\\/]components[\\/](menu|product-card)|lib[\\/](orders[\\/]components[\\/]table-orders-link|cart[\\/]components[\\/]cart-button))\.css$|core[\\/]src[\\/](ids|menu[\\/]needs-choice|qr[\\/](find-ids-in-text|qr-messages|read-qr-json|read-qr-url|parse-qr-content|table-token))\.ts$/,
            },
            // Their texts in one language: the shell's, the table link's and the menu's, one
            // file rather than three (each language apart, ADR 046), with the loaders of that
            // language's other catalogs (ADR 106).
            {
              name: 'first-texts-tr',
              priority: 0,
              test: /src[\\/](locales[\\/]tr[\\/](app|errors|nav|notifications|table-link|menu)\.json|i18n[\\/]catalogs-tr\.ts)/,
            },
            {
              name: 'first-texts-en',
              priority: 0,
              test: /src[\\/](locales[\\/]en[\\/](app|errors|nav|notifications|table-link|menu)\.json|i18n[\\/]catalogs-en\.ts)/,
            },
          ],
        },
      },
    },
  },
});

/**
 * The service worker (sw/sw.ts, ADR 047), built by vite-plugin-pwa with Workbox: the list of
 * every built script, style and the page is injected into it for precaching, so a phone that
 * loses its connection keeps the whole app. The app registers it itself once the first screen
 * is usable (src/lib/offline/), never in development.
 */
function offlineWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The QR scanner's decoder is the largest script and only its screen needs it.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
