import type { FastifyRequest } from 'fastify';
import type { Boot } from '@topup/contracts/boot';
import type { Language } from '@topup/contracts/languages';
import { normalizeLanguage } from '@topup/contracts/normalize-language';
import { normalizeHost } from '@topup/tenants/resolve-host';
import { findGameByClientId, isAllowedArea } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { acceptedTags } from '../i18n/request-language.ts';

// What the anonymous first screen of the goods page depends on (issue 28 item 12): the brand (and
// its demo flag), the language, the game and the area, and the two switches the web app reads on
// it (layout=new|old, visit=sdk). The cache is keyed by these alone and the page is rendered from
// a URL that carries only these, so `?utm=…`, a campaign tag or a random query string is the same
// page and the same cache entry. The other SPEC §2 parameters (oauth_token, server_id, role_id,
// utm_*, idfv, billing_no…) only apply once the player is signed in or acts, which the browser
// does after it takes the page over (apps/web/src/shared/boot/query-params.ts).

export type FirstScreenPage = {
  key: string;
  /** The URL the render sees: the request's origin and path, and only the parameters above. */
  url: string;
  /** The language the page comes in, as the web app picks it (shared/i18n/pick-language.ts). */
  lang: Language;
};

/** A client id the tenant file does not name may be a catalog sub-game: only ids of that shape. */
const clientIdShape = /^[\w-]{1,32}$/;

/** spec_lang when the brand offers it, else the first offered language of Accept-Language. */
export function pageLanguage(
  tenant: Tenant,
  specLang: string | null,
  accepted: readonly string[],
): Language {
  const offered = tenant.languages as readonly Language[];
  const allowed = (lang: Language | null): lang is Language =>
    lang !== null && (offered.includes(lang) || lang === tenant.defaultLanguage);
  const asked = normalizeLanguage(specLang);
  if (allowed(asked)) return asked;
  for (const tag of accepted) {
    const lang = normalizeLanguage(tag);
    if (allowed(lang)) return lang;
  }
  return tenant.defaultLanguage as Language;
}

export function firstScreenPage(request: FastifyRequest, boot: Boot<Tenant>): FirstScreenPage {
  const { tenant } = boot;
  const host = request.headers.host ?? '';
  const asked = new URL(request.url, 'http://page');
  const param = (name: string) => asked.searchParams.get(name)?.trim() || undefined;
  const lang = pageLanguage(
    tenant,
    param('spec_lang') ?? null,
    acceptedTags(request.headers['accept-language']).slice(0, 8),
  );

  const kept = new URLSearchParams();
  const clientId = param('client_id');
  // An id that is neither the brand's nor shaped like one names no game: the page is the
  // brand's default game, as without it.
  if (clientId && (findGameByClientId(tenant, clientId) || clientIdShape.test(clientId))) {
    kept.set('client_id', clientId);
  }
  const area = param('domain_area');
  // Every area the brand does not have sends the player to /notArea alike: one entry for them.
  if (area) kept.set('domain_area', isAllowedArea(tenant, area) ? area : 'none');
  const layout = param('layout');
  if (layout === 'new' || layout === 'old') kept.set('layout', layout);
  if (param('visit') === 'sdk') kept.set('visit', 'sdk');
  if (param('spec_lang')) kept.set('spec_lang', lang);

  const search = kept.size > 0 ? `?${kept}` : '';
  return {
    key: [tenant.id, boot.demo, normalizeHost(host), asked.pathname, search, lang].join('|'),
    url: `${request.protocol}://${host}${asked.pathname}${search}`,
    lang,
  };
}
