import { giftRedeemSchema } from '@topup/contracts/cards';
import { apiPost } from '../../../shared/api-client/api-client.ts';

// POST /api/gift/redeem (our path). Silent like the prepaid-card calls: the sheet shows the card
// messages itself and swallows other failures (SPEC §8); one attempt, the code may already be spent.
export type GiftRedeemInput = {
  clientId: string;
  area: string | undefined;
  serverId: string;
  roleId: string;
  code: string;
  lang: string;
  areaId?: string;
  token: string | undefined;
};

export function redeemGift(input: GiftRedeemInput) {
  return apiPost(
    '/api/gift/redeem',
    {
      client_id: input.clientId,
      domain_area: input.area,
      server_id: input.serverId,
      role_id: input.roleId,
      code: input.code.trim(),
      areaId: input.areaId,
      spec_lang: input.lang,
      oauth_token: input.token,
    },
    giftRedeemSchema,
    { silent: true, retry: false },
  );
}
