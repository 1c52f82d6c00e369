import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Issue 32: an answer that is the same for everyone who asks the same (the goods list of an
// anonymous visitor, the recharge page config) is kept as bytes and served like a static file:
// a validator computed once (ETag, so a browser revalidating gets 304 and no body), and its
// compressed copies made once per kept answer instead of once per request.

export type Coding = 'br' | 'gzip';

export type KeptAnswer = {
  readonly body: Buffer;
  /** Weak: the same tag names the identity bytes and their compressed copies (RFC 9110 §8.8.1). */
  readonly etag: string;
  /** Compressed copies, made on first demand; null: not worth sending (not smaller). */
  readonly coded: Map<Coding, Buffer | null>;
};

// @fastify/compress's threshold: below 1 KiB a compressed copy saves less than it costs.
const MIN_COMPRESS_BYTES = 1024;
// Made once per kept answer, not per request: a higher quality than the per-request 4 is
// affordable, but a timed goods list is re-made every second, so not brotli's slow 10-11.
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

export function keptAnswer(body: Buffer): KeptAnswer {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${hash}"`, coded: new Map() };
}

/**
 * The opaque tags of If-None-Match match this one by weak comparison (RFC 9110 §13.1.2, which
 * If-None-Match uses: W/ prefixes are ignored), or the header is `*`.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

/**
 * The codings an Accept-Encoding header takes (RFC 9110 §12.5.3), best first: brotli and gzip by
 * the client's q-values, brotli on a tie (q=0: refused; `*` stands for any coding not named).
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  const q: Partial<Record<Coding | '*', number>> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    if (key !== 'br' && key !== 'gzip' && key !== '*') continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) weight = Number(m[1]);
    }
    q[key] = weight;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  const taken: [Coding, number][] = [
    ['br', br],
    ['gzip', gzip],
  ];
  return taken
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([coding]) => coding);
}

/** The coding to send for an Accept-Encoding header; null: identity. */
export function preferredCoding(header: string | undefined): Coding | null {
  return acceptedCodings(header)[0] ?? null;
}

function codedCopy(kept: KeptAnswer, coding: Coding): Buffer | null {
  if (kept.coded.has(coding)) return kept.coded.get(coding)!;
  const bytes =
    coding === 'br'
      ? brotliCompressSync(kept.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: kept.body.length,
          },
        })
      : gzipSync(kept.body, { level: GZIP_LEVEL });
  const copy = bytes.length < kept.body.length ? bytes : null;
  kept.coded.set(coding, copy);
  return copy;
}

export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? name : `${String(vary)}, ${name}`);
}

/**
 * Sends a kept answer: 304 without a body when the client holds these bytes already, else the
 * bytes (compressed when the client takes it and the answer is worth it). `no-cache`: a browser
 * may keep the answer but asks again every time (the catalog can change at any moment), which
 * costs one 304 when nothing did. @fastify/compress leaves an answer with a Content-Encoding
 * alone; a route that answers nothing else may skip it (`compress: false`).
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswer,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  const compressible = kept.body.length >= MIN_COMPRESS_BYTES;
  if (compressible) addVary(reply, 'Accept-Encoding');
  reply.header('etag', kept.etag).header('cache-control', 'no-cache');
  if (noneMatch(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  reply.type(type);
  const coding = compressible ? preferredCoding(request.headers['accept-encoding']) : null;
  const copy = coding ? codedCopy(kept, coding) : null;
  if (coding && copy) return reply.header('content-encoding', coding).send(copy);
  return reply.send(kept.body);
}
