import { queryOptions } from '@tanstack/react-query';
import { spendingCapsSchema, type CapsSettings } from '@topup/contracts/spending-caps';
import { apiGet, apiPost, currentToken } from '../../../shared/api-client/api-client.ts';

export const CAPS_PATH = '/api/account/getSpendingCaps';

// GET /api/account/getSpendingCaps (logged in): caps, a waiting change and this period's spend.
export function spendingCapsQuery(clientId: string) {
  return queryOptions({
    queryKey: ['spending-caps', clientId],
    queryFn: ({ signal }) =>
      apiGet(CAPS_PATH, { client_id: clientId }, spendingCapsSchema, { signal, silent: true }),
    staleTime: 0,
  });
}

/** POSTs carry the token in the body; a refusal (wrong PIN, bad cap) is shown in the form. */
export function saveSpendingCaps(clientId: string, settings: CapsSettings, pin: string) {
  return apiPost(
    '/api/account/setSpendingCaps',
    {
      client_id: clientId,
      oauth_token: currentToken(),
      ...settings,
      ...(pin ? { pin } : {}),
    },
    spendingCapsSchema,
    { retry: false, silent: true },
  );
}

export function saveCapsPin(clientId: string, pin: string, newPin: string | null) {
  return apiPost(
    '/api/account/setSpendingCapsPin',
    {
      client_id: clientId,
      oauth_token: currentToken(),
      new_pin: newPin,
      ...(pin ? { pin } : {}),
    },
    spendingCapsSchema,
    { retry: false, silent: true },
  );
}
