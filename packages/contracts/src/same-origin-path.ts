import * as z from 'zod/mini';

// A link or picture the shop serves itself: a path on the shop's own host, never another site.
// '//host' and '/\host' are read by browsers as another host, and a scheme ('javascript:',
// 'https:') cannot start with '/', so "one slash, then not a slash or backslash" keeps it here.
const sameOriginPath = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/;

/** A same-origin path such as /recharge or /games/art/my-game.png (at most `max` characters). */
export const sameOriginPathSchema = (max = 300) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max),
      z.regex(sameOriginPath, { message: 'expected a path on this shop, starting with one /' }),
    );

/** True for a path the schema above accepts (the browser apps check before they link). */
export function isSameOriginPath(value: string): boolean {
  return value.length <= 300 && sameOriginPath.test(value);
}
