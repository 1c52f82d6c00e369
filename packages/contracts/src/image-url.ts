import * as z from 'zod/mini';

/**
 * A publisher's picture of a game or goods: a path on the shop ("/goods/x.svg") or an https URL
 * (its host must be in the shop's CSP_IMG_SRC). Never a data: or javascript: URL, never http.
 */
export const imageUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.regex(/^(\/[^/\\]|https:\/\/[^/\\])/, {
    message: 'expected a path on the shop (/…) or an https:// URL',
  }),
);
