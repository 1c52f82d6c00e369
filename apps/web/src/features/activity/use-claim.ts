import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityTier } from '@topup/contracts/activity';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getBoot } from '../../shared/boot/boot.ts';
import { track } from '../../shared/tracking/track.ts';
import { showToast } from '../../shared/ui/toast-store.ts';
import { sessionToken } from '../account/session-token.ts';
import { activityKeys, receiveActivityGift } from './api/activity-api.ts';

export type Claimer = {
  claim(activity: Activity, tier: ActivityTier): void;
  /** The tier being claimed right now, as `${activity_id}:${tier_id}`. */
  pending: string | null;
};

/**
 * Claims a tier for the character (SPEC §8: 'claimed' receive_done, 'Claim Failed' receive_fail)
 * and asks for the events again, so the tier shows received, or whatever the server says.
 */
export function useClaim(
  clientId: string,
  character: { serverId: string; roleId: string } | null,
): Claimer {
  const { t } = useTranslation();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ activity, tier }: { activity: Activity; tier: ActivityTier }) =>
      receiveActivityGift({
        clientId,
        activityId: activity.activity_id,
        tierId: tier.tier_id,
        serverId: character!.serverId,
        roleId: character!.roleId,
        token: sessionToken(getBoot().tenant, search),
      }),
    onSuccess: (_data, { activity, tier }) => {
      track(activity.type === 'cumulative' ? 'claimCumulativeReward' : 'claimContinueReward', {
        client_id: clientId,
        activity_id: activity.activity_id,
        tier_id: tier.tier_id,
      });
      showToast(t('activity.receive_done'));
    },
    onError: () => showToast(t('activity.receive_fail'), { tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all(clientId) }),
  });
  const vars = mutation.isPending ? mutation.variables : undefined;
  return {
    claim: (activity, tier) => {
      if (character && !mutation.isPending) mutation.mutate({ activity, tier });
    },
    pending: vars ? `${vars.activity.activity_id}:${vars.tier.tier_id}` : null,
  };
}
