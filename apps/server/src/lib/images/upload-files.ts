import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Files under DATA_DIR/uploads/<folder>, served at /uploads/<folder>/ (plugins/web-app.ts). Names
 * start with the owner's id and a random part, so a new picture never reuses an old URL that a
 * browser may have cached, and only the owner's own files are ever removed.
 */
export function uploadFolder(config: Config, folder: string) {
  const directory = path.join(config.dataDir, 'uploads', folder);
  const urlPrefix = `/uploads/${folder}/`;
  return {
    urlPrefix,
    /** A fresh name stem for `ownerId`'s next picture: `<ownerId>-<16 hex>`. */
    newStem: (ownerId: string) => `${ownerId}-${randomBytes(8).toString('hex')}`,
    /** Writes the file and answers its URL. */
    async write(fileName: string, bytes: Buffer): Promise<string> {
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, fileName), bytes);
      return urlPrefix + fileName;
    },
    /**
     * Removes files of `ownerId` by URL; anything else (a demo picture, an outside URL, another
     * owner's file, a path that could point elsewhere) is left alone. Never fails.
     */
    async remove(ownerId: string, urls: readonly (string | null | undefined)[]): Promise<void> {
      for (const url of urls) {
        if (!url?.startsWith(urlPrefix)) continue;
        const name = path.basename(url);
        if (!name.startsWith(`${ownerId}-`)) continue;
        await unlink(path.join(directory, name)).catch(() => {});
      }
    },
  };
}
