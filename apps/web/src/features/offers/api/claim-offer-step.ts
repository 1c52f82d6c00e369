import { claimOfferStepSchema } from '@topup/contracts/offers-claim';
import { apiPost } from '../../../shared/api-client/api-client.ts';

// POST /api/offers/claimOfferStep: a free chain step for the character (decision 0028). A refusal
// (-3056 previous step not done, -3057 claimed already) is shown by the api client as the server's
// message.
export function claimOfferStep(q: {
  clientId: string;
  serverId: string;
  roleId: string;
  productId: string;
  area: string | undefined;
  token: string | undefined;
}) {
  return apiPost(
    '/api/offers/claimOfferStep',
    {
      client_id: q.clientId,
      server_id: q.serverId,
      role_id: q.roleId,
      product_id: q.productId,
      domain_area: q.area,
      oauth_token: q.token,
    },
    claimOfferStepSchema,
    // Claiming twice must not be tried twice; the server says why it refuses.
    { retry: false },
  );
}
