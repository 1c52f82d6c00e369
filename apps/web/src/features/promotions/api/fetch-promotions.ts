import { promotionListSchema } from '@topup/contracts/promotions';
import { apiGet } from '../../../shared/api-client/api-client.ts';

// GET /api/promotions/list (issue 29 item 9): not a SPEC §7 call. Its own chunk, with the
// answer's schema, loaded after the first paint (get-promotions.ts).
export function fetchPromotions(clientId: string, signal: AbortSignal) {
  return apiGet('/api/promotions/list', { client_id: clientId }, promotionListSchema, {
    signal,
    // A failure leaves the slot empty; the page works without it.
    silent: true,
  });
}
