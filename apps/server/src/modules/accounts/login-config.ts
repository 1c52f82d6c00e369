import type { LoginConfig, LoginMethod } from '@topup/contracts/auth';
import type { Tenant } from '@topup/tenants/tenant-schema';

/**
 * The game's Android package for Google sign-in. Tenants do not configure one yet, so it is
 * derived the same way for every brand: example.<tenant>.<game code without dashes>.
 */
export function androidPackage(tenant: Tenant, gameCode: string): string {
  return `example.${tenant.id.toLowerCase()}.${gameCode.replaceAll('-', '')}`;
}

/** SPEC §3 login config: a method is offered only when the brand configured its id. */
export function loginConfigOf(tenant: Tenant, gameCode: string): LoginConfig {
  const s = tenant.social;
  const offered: [LoginMethod, string | undefined][] = [
    ['google', s.googleId],
    ['facebook', s.facebookId],
    ['apple', s.appleId],
    ['vk', s.vkId],
    ['twitter', s.twitterRedirectPage],
  ];
  return {
    fb_id: s.facebookId ?? '',
    gg_id: s.googleId ?? '',
    gg_pkg: androidPackage(tenant, gameCode),
    ios_id: s.appleId ?? '',
    vk_id: s.vkId ?? '',
    client_id: s.loginClientId,
    json_type: offered.filter(([, id]) => Boolean(id)).map(([method]) => method),
    twitterHtml: s.twitterRedirectPage ?? '',
  };
}
