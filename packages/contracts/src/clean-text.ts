import * as z from 'zod/mini';

// NUL and UTF-16 halves without their partner: PostgreSQL refuses both (text cannot hold \0, jsonb
// cannot hold a lone surrogate), and no player or provider means to send them. The server's
// request hook refuses them in everything Fastify parses; bodies a route parses itself (signed
// provider callbacks, the sandbox's raw JSON) use cleanText in their schema.
const badText = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a NUL or a lone surrogate. */
export function hasBadText(text: string): boolean {
  return badText.test(text);
}

/** `text` with each NUL or lone surrogate replaced by '?' (for naming a bad field safely). */
export function withoutBadText(text: string): string {
  return text.replace(new RegExp(badText, 'g'), '?');
}

/** A string check: `z.string().check(cleanText, ...)`. */
export const cleanText = z.refine<string>((value) => !hasBadText(value), {
  message: 'must not contain NUL or unpaired surrogate characters',
});
