// Query and body fields that grant access or pay, by name: login tokens (the app sends
// oauth_token on every GET), passwords, card numbers and passwords (card_info carries both, only
// base64-wrapped), make-up payment links (replenish_id is the link's bearer secret), gift codes
// and the beta key. The server masks them in its logs; the app strips them from error reports.
export const secretParamNames = [
  'oauth_token',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'password',
  'passwd',
  'pwd',
  'card_pwd',
  'card_password',
  'card_no',
  'card_number',
  'cardno',
  'card_info',
  'replenish_id',
  'code',
  'beta_key',
  'secret',
] as const;

const names: ReadonlySet<string> = new Set(secretParamNames);

/** The name as a parser would read it: decoded, lower-case, without `[…]` (`oauth_token[]`). */
export function paramKey(raw: string): string {
  let key = raw.replaceAll('+', ' ');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape is compared as sent.
  }
  return key.trim().toLowerCase().replace(/\[.*$/, '');
}

export function isSecretParam(name: string): boolean {
  return names.has(paramKey(name));
}

/**
 * A URL or path with every secret query parameter removed (`keep: 'mask'` keeps the name with
 * *** as its value) and without its #fragment (where OAuth flows put tokens). Works on relative
 * paths and absolute URLs alike; anything unparsable comes back as its path only.
 */
export function stripSecretParams(url: string, keep: 'drop' | 'mask' = 'drop'): string {
  const hash = url.indexOf('#');
  const noHash = hash === -1 ? url : url.slice(0, hash);
  const q = noHash.indexOf('?');
  if (q === -1) return noHash;
  const pairs = noHash
    .slice(q + 1)
    .split('&')
    .flatMap((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      if (!isSecretParam(key)) return [pair];
      return keep === 'mask' && eq !== -1 ? [`${key}=***`] : eq === -1 ? [pair] : [];
    });
  return pairs.length > 0 ? `${noHash.slice(0, q)}?${pairs.join('&')}` : noHash.slice(0, q);
}

const secretPairs = new RegExp(
  `(?<![A-Za-z0-9_])((?:${secretParamNames.join('|')})(?:%5B[^=&\\s]*|\\[[^=&\\s]*)?=)[^&\\s"'<>]+`,
  'gi',
);

/** Free text (an error message) with the value of every `secret_name=value` pair masked. */
export function maskSecretPairs(text: string): string {
  return text.replace(secretPairs, '$1***');
}
