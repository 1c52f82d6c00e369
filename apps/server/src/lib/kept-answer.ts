import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
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

// The codings kept answers are made in, best first: brotli wins a tie.
const CODINGS: Coding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3); null: identity. Negotiated
 * by @fastify/accept-negotiator, as @fastify/compress and @fastify/static negotiate the server's
 * other answers: the client's q-values, `*` for any, q=0 refused, a tie to the first of `offered`.
 */
export function preferredCoding(
  header: string | undefined,
  offered: Coding[] = CODINGS,
): Coding | null {
  return header ? negotiate(header, offered) : null;
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
