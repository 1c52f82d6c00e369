import * as z from 'zod/mini';
import { getItem, removeItem, setItem } from '../../../../shared/storage/storage.ts';
import type { AdyenSession } from './adyen-options.ts';

// Adyen's redirect methods leave the shop window itself (the Drop-in sends the whole page to the
// payment page); Adyen then sends the shopper back to the session's returnUrl with `sessionId`
// and `redirectResult`, which the Drop-in must submit (https://docs.adyen.com/online-payments/
// build-your-integration/sessions-flow, "Handle the redirect"). What the page needs to build the
// Drop-in again is kept for that return.

const stored = z.object({
  session_id: z.string(),
  client_key: z.string(),
  environment: z.optional(z.string()),
  emulator_url: z.optional(z.string()),
});

export function rememberAdyenSession(dropIn: AdyenSession): void {
  setItem('adyenSession', {
    session_id: dropIn.session_id,
    client_key: dropIn.client_key,
    ...(dropIn.environment ? { environment: dropIn.environment } : {}),
    ...(dropIn.emulator_url ? { emulator_url: dropIn.emulator_url } : {}),
  });
}

/** The Adyen redirect this address returns from, if the session is the one this page started. */
export function adyenReturnOf(
  search: string,
): { session: AdyenSession; redirectResult: string } | null {
  const query = new URLSearchParams(search);
  const sessionId = query.get('sessionId');
  const redirectResult = query.get('redirectResult');
  if (!sessionId || !redirectResult) return null;
  const session = getItem('adyenSession', stored);
  if (!session || session.session_id !== sessionId) return null;
  return { session: { provider: 'adyen', script_url: '', ...session }, redirectResult };
}

export const forgetAdyenSession = () => removeItem('adyenSession');

/** The address without Adyen's return parameters (they must not be submitted twice). */
export function withoutAdyenReturn(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('sessionId');
  query.delete('redirectResult');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
