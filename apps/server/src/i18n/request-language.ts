import type { Language } from '@topup/contracts/languages';
import { normalizeLanguage } from '@topup/contracts/normalize-language';

// Which of the 18 languages a request speaks: spec_lang (query, then body), the pay payload's
// bcp47_lang, then Accept-Language (the app sends its language there on POST). Default en.

/** Accept-Language's tags, most preferred first (RFC 9110 §12.5.4); `*` and q=0 left out. */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag?.trim() ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}

function firstAccepted(header: string | undefined): Language | null {
  for (const tag of acceptedTags(header)) {
    const lang = normalizeLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

type LanguageSource = {
  /** The request URL with its query: route schemas strip undeclared fields from `query`. */
  url?: string;
  query?: unknown;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
};

function field(source: unknown, key: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function rawQueryField(url: string | undefined, key: string): string | undefined {
  const at = url?.indexOf('?') ?? -1;
  // Most requests do not name the field: no parse (runs for every request, issue 32).
  if (at === -1 || !url!.includes(key, at)) return undefined;
  const query = url!.slice(at + 1);
  return new URLSearchParams(query).get(key) ?? undefined;
}

export function requestLanguage(request: LanguageSource): Language {
  const header = request.headers['accept-language'];
  return (
    normalizeLanguage(rawQueryField(request.url, 'spec_lang')) ??
    normalizeLanguage(field(request.query, 'spec_lang')) ??
    normalizeLanguage(field(request.body, 'spec_lang')) ??
    normalizeLanguage(field(request.body, 'bcp47_lang')) ??
    firstAccepted(Array.isArray(header) ? header[0] : header) ??
    'en'
  );
}
