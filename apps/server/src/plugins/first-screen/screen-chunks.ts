import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestLanguage } from '../../i18n/request-language.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };

/**
 * The chunks a printed table link goes through, by name (apps/web/vite.config.ts): the table
 * link's and the menu's screens in one, and their texts in one per language.
 */
const CHUNKS = (language: RequestLanguage) => ['menu-screen', `first-texts-${language}`];

/**
 * The scripts and styles of the table link's and the menu's screens, in one language: what
 * the app fetches one step after another (entry, then the screen, then its texts) and the page
 * announces at once with `<link rel=modulepreload>`, so on a 2 s round trip the steps overlap
 * (ADR 062). Files the page itself already loads are left out. Empty without a manifest.
 */
export function screenChunks(distDir: string, indexHtml: string) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const notInPage = (name: string) => !indexHtml.includes(`/${name}"`);
  const byLanguage = (language: RequestLanguage) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const name of CHUNKS(language)) {
      for (const [key, chunk] of Object.entries(manifest)) {
        if (chunk.name === name) visit(key);
        // A group's stylesheet is listed apart, under the group's name.
        if (key.startsWith(`_${name}-`) && key.endsWith('.css')) styles.add(chunk.file);
      }
    }
    return { scripts: [...scripts].filter(notInPage), styles: [...styles].filter(notInPage) };
  };
  return { tr: byLanguage('tr'), en: byLanguage('en') };
}
