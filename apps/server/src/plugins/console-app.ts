import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, preferredCoding, type Coding } from '../lib/kept-answer.ts';
import { htmlPage } from './html.ts';
import { styleNonce } from './security-headers.ts';

const html = 'text/html; charset=utf-8';
const immutable = 'public, max-age=31536000, immutable';

// What a Vite build of apps/console holds; anything else is sent as bytes.
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function consoleNotBuiltPage(nonce: string): string {
  return htmlPage(
    'Console not built',
    '<h1>Console not built: run npm run build</h1>' +
      '<p>The publisher console (apps/console) has not been built yet, so there is no page to serve.</p>',
    nonce,
  );
}

/** The file under `root` a URL path names, or null (traversal, the raw template, not a file). */
async function fileFor(
  root: string,
  urlPath: string,
): Promise<{ file: string; size: number } | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (rel === '' || rel === 'index.html' || rel.includes('\0')) return null;
  const file = path.resolve(root, rel);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size } : null;
}

const suffix: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The build-time compressed copy of `file` (scripts/precompress.mjs wrote file.br and file.gz
 * beside it) that the client takes best, or null: the file as it is. An answer that has copies
 * varies by Accept-Encoding whichever is sent (issue 32, as @fastify/static's preCompressed does
 * for the shop's assets).
 */
async function codedCopyOf(
  file: string,
  acceptEncoding: string | undefined,
  reply: FastifyReply,
): Promise<{ file: string; size: number; coding: Coding } | null> {
  const copies = await Promise.all(
    (['br', 'gzip'] as const).map(async (coding) => {
      const info = await stat(file + suffix[coding]).catch(() => null);
      return info?.isFile() ? { file: file + suffix[coding], size: info.size, coding } : null;
    }),
  );
  const present = copies.filter((copy) => copy !== null);
  if (present.length === 0) return null;
  addVary(reply, 'Accept-Encoding');
  const coding = preferredCoding(
    acceptEncoding,
    present.map((copy) => copy.coding),
  );
  return present.find((copy) => copy.coding === coding) ?? null;
}

// The storefront's own pictures (apps/web/public): the catalog stores them as paths on the shop's
// host (the demo's goods are "/goods/diamonds-60.svg"), and the console shows the same path on its
// own host, so it answers these folders from the storefront's build (else a broken image).
const brandPictureFolders = ['/goods/', '/games/', '/gift-icons/', '/pay-icons/', '/brands/'];

function isBrandPicture(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  // Only inside those folders: never "/goods/../index.html" (the raw template) or the manifest.
  return !decoded.includes('..') && brandPictureFolders.some((f) => decoded.startsWith(f));
}

/**
 * Serves apps/console/dist on the console hosts (issue 16), called by the tenancy hook for their
 * page requests (GET/HEAD outside /api): hashed files under /assets/ are immutable, any other path
 * is the single-page app's index.html (its router decides), revalidated on every load so a deploy
 * reaches staff at once. Files are sent as their build-time brotli or gzip copy where the
 * client takes one (the console's build runs scripts/precompress.mjs). A missing asset is a plain 404, not the page: a stale tab asking for an
 * old chunk must fail loudly rather than parse HTML as JavaScript.
 */
export function consoleAppServer(distDir: string, webDistDir?: string) {
  const root = path.resolve(distDir);
  const pictures = webDistDir === undefined ? null : path.resolve(webDistDir);
  return async function serveConsole(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = request.url.split('?')[0] ?? '/';
    // Staff pages are nobody's search result.
    reply.header('x-robots-tag', 'noindex, nofollow');
    const found =
      (await fileFor(root, urlPath)) ??
      (pictures && isBrandPicture(urlPath) ? await fileFor(pictures, urlPath) : null);
    if (found) {
      const ext = path.extname(found.file).toLowerCase();
      reply
        .code(200)
        .type(types[ext] ?? 'application/octet-stream')
        .header('cache-control', urlPath.startsWith('/assets/') ? immutable : 'no-cache');
      const coded = await codedCopyOf(found.file, request.headers['accept-encoding'], reply);
      const sent = coded ?? found;
      if (coded) reply.header('content-encoding', coded.coding);
      return reply.header('content-length', sent.size).send(createReadStream(sent.file));
    }
    if (urlPath.startsWith('/assets/')) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    const page = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (page === null) {
      return reply
        .code(503)
        .type(html)
        .header('cache-control', 'no-store')
        .send(consoleNotBuiltPage(styleNonce(reply)));
    }
    return reply.code(200).type(html).header('cache-control', 'no-cache').send(page);
  };
}

export type ConsoleAppServer = ReturnType<typeof consoleAppServer>;
