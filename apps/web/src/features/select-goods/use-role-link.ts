import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { track } from '../../shared/tracking/track.ts';
import type { GameContext } from '../game/current-game.ts';
import { patchSelection } from '../game/selection-store.ts';
import { isRoleMissing, useEvokeRole } from './api/evoke-role.ts';

/**
 * A game link may name server_id and role_id: once signed in, the role is checked with the server
 * and preselected. Returns whether the server said the account has no such role (-3030).
 */
export function useRoleLink(ctx: GameContext, signedIn: boolean): { missing: boolean } {
  const { search } = useLocation();
  const q = readQueryParams(search);
  const link = { serverId: q.server_id, roleId: q.role_id };
  const evoke = useEvokeRole(
    ctx.clientId,
    link,
    ctx.game.gpId,
    ctx.area,
    ctx.game.confirmed && signedIn,
  );
  const role = evoke.data;
  const linkServer = link.serverId;
  useEffect(() => {
    if (!role) return;
    patchSelection({
      // The link names the server the player knows; the role says where it really lives.
      server: { display: role.server_name, value: linkServer ?? role.server_id },
      realServer: role.server_id,
      role: { display: role.role_name, value: role.role_id },
    });
    track('selectRole', { server_id: role.server_id, role_id: role.role_id, source: 'link' });
  }, [role, linkServer]);
  return { missing: isRoleMissing(evoke.error) };
}

/** Once the player picks for themselves, the link's server and role stop applying. */
export function useForgetRoleLink(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    const q = new URLSearchParams(search);
    if (!q.has('server_id') && !q.has('role_id')) return;
    q.delete('server_id');
    q.delete('role_id');
    const rest = q.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
}
