// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every compressible file
// of a build, once, at build time (issue 32). The server's static handler (@fastify/static with
// preCompressed) then sends those bytes as they are, with Content-Encoding and Vary, and the
// per-request compression (plugins/compress.ts) is left to dynamic answers: it skips an answer
// that already has a Content-Encoding. Until now each asset was brotli-compressed per request at
// quality 4: more CPU per request and about 10-15% more bytes than quality 11.
//
// Usage: node scripts/precompress.mjs <dir>...
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the browser downloads; fonts (woff2) and images are compressed formats already.
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;
// Below this a compressed copy saves less than its headers cost (@fastify/compress uses 1 KiB).
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses one file; a copy that is not smaller is not written. Returns the bytes written. */
export async function precompressFile(file) {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  const written = { br: 0, gz: 0 };
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gzipped.length < raw.length) {
    await writeFile(`${file}.gz`, gzipped);
    written.gz = gzipped.length;
  }
  return { raw: raw.length, ...written };
}

/** Every compressible file of `dir` (the build manifest folder .vite is the server's, skipped). */
export async function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0 };
  for await (const file of filesUnder(dir)) {
    const rel = path.relative(dir, file);
    if (rel.startsWith(`.vite${path.sep}`) || !compressible.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const out = await precompressFile(file);
    totals.files += 1;
    totals.raw += out.raw;
    totals.br += out.br || out.raw;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    const t = await precompressDir(dir);
    console.log(
      `precompress ${dir}: ${t.files} files, ${(t.raw / 1024).toFixed(1)} KiB -> ` +
        `${(t.br / 1024).toFixed(1)} KiB brotli-11`,
    );
  }
}
