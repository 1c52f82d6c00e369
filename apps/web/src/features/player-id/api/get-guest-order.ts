import { useQuery } from '@tanstack/react-query';
import { guestOrderSchema } from '@topup/contracts/player-id';
import { apiPost } from '../../../shared/api-client/api-client.ts';

// POST /api/player-id/order: the guest's order read by the ticket that paid it (the order link).
// Asked every few seconds until nothing will change any more, so the result moves on by itself.
const POLL_MS = 2_000;

export function useGuestOrder(billingNo: string, ticket: string) {
  return useQuery({
    queryKey: ['guest-order', billingNo],
    queryFn: () =>
      apiPost('/api/player-id/order', { billing_no: billingNo, ticket }, guestOrderSchema, {
        silent: true,
      }),
    refetchInterval: (query) => (query.state.data?.track.final ? false : POLL_MS),
    refetchIntervalInBackground: false,
  });
}
