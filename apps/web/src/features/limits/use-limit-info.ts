import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GoodsData } from '@topup/contracts/catalog';
import type { LimitProduct } from '@topup/contracts/limits';
import { useUserInfo } from '../../shared/session/session-store.ts';
import { useSelectionPart } from '../game/selection-store.ts';
import { useGameContext } from '../game/use-game-context.ts';
import { clearLimitInfo, limitInfoMarked } from './limit-flag.ts';
import { usePayFlow } from '../../shared/pay-flow/pay-flow-store.ts';
import { restoredPicks } from '../game/selection-rules.ts';
import { LIMIT_INFO_KEY, limitInfoQuery } from './api/get-limit-info.ts';
import { isBlocked } from './is-blocked.ts';

/**
 * The limits of the chosen character's limited goods, or undefined (no role yet, not logged in,
 * still loading). After limited goods were paid for (the limit-info flag, SPEC §5) it refreshes
 * once the payment popups are closed — the order exists by then — and clears the flag.
 */
export function useLimitInfo(wanted = true): LimitProduct[] | undefined {
  const ctx = useGameContext();
  const signedIn = useUserInfo(ctx.game.gpId) !== null;
  // Every goods card runs this: only its own part of the selection re-renders it.
  const { picks, flagged } = useSelectionPart(
    (s) => ({ picks: restoredPicks(s, ctx.clientId, ctx.area), flagged: limitInfoMarked(s) }),
    [ctx.clientId, ctx.area],
  );
  // The role's own server, as paying sends it (a game link may name another).
  const serverId = picks.role ? (picks.realServer ?? picks.server?.value ?? '') : '';
  const roleId = picks.role?.value ?? '';
  const ready = ctx.game.confirmed && signedIn && Boolean(serverId && roleId);
  const scope = { clientId: ctx.clientId, area: ctx.area, serverId, roleId };
  const query = useQuery({ ...limitInfoQuery(scope), enabled: ready && wanted });

  const queryClient = useQueryClient();
  const flow = usePayFlow();
  const settled = !flow.recharge && !flow.result;
  useEffect(() => {
    // Every goods card runs this: the stored flag (not this render's copy) says who is first.
    if (!flagged || !settled || !ready || !limitInfoMarked()) return;
    clearLimitInfo();
    void queryClient.invalidateQueries({ queryKey: [LIMIT_INFO_KEY] });
  }, [flagged, settled, ready, queryClient]);

  return ready ? query.data : undefined;
}

/** The limit of one product, when it is limited and the limits are known. */
export function useGoodsLimit(goods: GoodsData | undefined): LimitProduct | undefined {
  const list = useLimitInfo(Boolean(goods?.isLimit));
  return goods?.isLimit ? list?.find((l) => l.product_id === goods.product_id) : undefined;
}

/** SPEC §4: goods whose limit is reached (or held by unpaid orders) cannot be bought. */
export function useLimitBlocked(goods: GoodsData | undefined): boolean {
  const limit = useGoodsLimit(goods);
  return limit ? isBlocked(limit) : false;
}
