import type { DataRouter } from 'react-router';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { getUserInfo, setUserInfo } from '../../shared/storage/user-info.ts';
import { gameContextFor, type GameContext } from '../game/current-game.ts';
import { fetchUserInfo } from './api/session-api.ts';
import { applyBetaModeFromQuery } from './beta-mode.ts';
import { notifySessionChanged } from '../../shared/session/session-store.ts';

// SPEC §2: the page initialises the session on load. A -600 answer is handled by the result-code
// reaction (clear the user, login popup except in the SDK view), so failures are ignored here.

/** SDK view: the game's token from the query becomes this game product's login. */
async function adoptToken(ctx: GameContext, token: string): Promise<void> {
  const info = await fetchUserInfo(token, ctx.clientId);
  setUserInfo(ctx.game.gpId, info);
  notifySessionChanged();
}

/** A stored token may have expired or been revoked elsewhere; refresh the record if it lives. */
async function verifyToken(ctx: GameContext, token: string): Promise<void> {
  const info = await fetchUserInfo(token, ctx.clientId);
  // The player may have logged out or in again while the answer was on its way.
  if (getUserInfo(ctx.game.gpId)?.oauth_token !== token) return;
  setUserInfo(ctx.game.gpId, info);
  notifySessionChanged();
}

/**
 * Call once before the first render: applies `?beta_key` (beta-mode.ts), then checks the login of
 * each game product the page shows, once per page life.
 */
export function startSession(tenant: Tenant, router: DataRouter): void {
  applyBetaModeFromQuery(router.state.location.search);
  const checked = new Set<number>();
  const check = (search: string) => {
    const ctx = gameContextFor(tenant, search);
    if (checked.has(ctx.game.gpId)) return;
    checked.add(ctx.game.gpId);
    const fromQuery = ctx.sdk ? readQueryParams(search, tenant.readsUtm).oauth_token : undefined;
    const stored = getUserInfo(ctx.game.gpId)?.oauth_token;
    if (fromQuery) adoptToken(ctx, fromQuery).catch(() => undefined);
    else if (stored) verifyToken(ctx, stored).catch(() => undefined);
  };
  check(router.state.location.search);
  router.subscribe((state) => check(state.location.search));
}
