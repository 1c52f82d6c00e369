import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localMediaPrefix, type MediaStore } from './media-store.ts';

/** Pictures in a folder on this server's disk, served by the shop at /media/<name>. */
export function localMediaStore(dir: string): MediaStore & { dir: string } {
  return {
    dir,
    async put(name, bytes) {
      const file = path.join(dir, name);
      // Content-addressed: an existing file already holds these bytes.
      if (await stat(file).catch(() => null)) return;
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temp = path.join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    urlOf: (name) => `${localMediaPrefix}${name}`,
  };
}
