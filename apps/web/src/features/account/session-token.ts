import type { Tenant } from '@topup/tenants/tenant-schema';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { getUserInfo, type UserInfo } from '../../shared/storage/user-info.ts';
import { gameContextFor } from '../game/current-game.ts';

/** The signed-in player of the game the URL is about (betaUserInfo in beta mode). */
export function sessionUser(tenant: Tenant, search: string): UserInfo | null {
  return getUserInfo(gameContextFor(tenant, search).game.gpId);
}

/**
 * The token API calls carry. In the SDK view the game hands over a fresh token in the query and
 * it wins over whatever an earlier visit stored; elsewhere the stored login of the game counts.
 */
export function sessionToken(tenant: Tenant, search: string): string | undefined {
  const { sdk } = gameContextFor(tenant, search);
  if (sdk) {
    const fromQuery = readQueryParams(search, tenant.readsUtm).oauth_token;
    if (fromQuery) return fromQuery;
  }
  return sessionUser(tenant, search)?.oauth_token;
}
