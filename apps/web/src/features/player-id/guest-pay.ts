import { payResponseSchema, type PayResponse } from '@topup/contracts/payments';
import { apiPost } from '../../shared/api-client/api-client.ts';
import { translate } from '../../shared/i18n/i18n.ts';
import { showToast } from '../../shared/ui/toast-store.ts';
import { endpointFor, endpointPath, paysInDropIn } from '../pay-methods/endpoint-for.ts';
import type { SubMethod } from '../pay-methods/listing-rules.ts';
import { commonFields, type PayEnvironment } from '../recharge/pay/build-payload.ts';
import type { KrPayModule } from '../recharge/pay/load-drop-in.ts';
import { openKrPayWindow, openPayWindow } from '../recharge/pay/pay-window.ts';

export type GuestPayInput = {
  clientId: string;
  productId: string;
  ticket: string;
  area: string | undefined;
  method: SubMethod;
  country: string;
  env: PayEnvironment;
  krPay: KrPayModule | null;
};

export type GuestPayOutcome =
  | { kind: 'link'; billingNo: string; url: string; opened: boolean }
  | { kind: 'dropIn'; billingNo: string; dropIn: NonNullable<PayResponse['drop_in']> }
  | { kind: 'failed' };

/**
 * Pays for the confirmed character with the lookup's ticket (ADR 0038): the pay endpoint of the
 * method, no login, no selection of the logged-in goods flow touched. MUST run inside the click:
 * the payment window opens before the first await, as pop-up blockers require. The server's
 * refusals are toasted by the API client.
 */
export async function submitGuestPay(input: GuestPayInput): Promise<GuestPayOutcome> {
  const { method } = input;
  const endpoint = endpointFor(method.family_id);
  if (!endpoint) {
    showToast(translate('recharge.paywayMissing', 'payway_id is no exist'), { tone: 'error' });
    return { kind: 'failed' };
  }
  const win = paysInDropIn(method)
    ? null
    : input.krPay
      ? openKrPayWindow(input.krPay)
      : openPayWindow();
  let answer: PayResponse;
  try {
    answer = await apiPost(
      endpointPath(endpoint),
      {
        client_id: input.clientId,
        product_id: input.productId,
        server_id: '',
        role_id: '',
        ...commonFields(input),
        // The ticket stands in for a login: a token of another account must not ride along.
        oauth_token: undefined,
        player_ticket: input.ticket,
      },
      payResponseSchema,
      // One attempt: a repeat after a timeout could open a second order.
      { retry: false },
    );
  } catch {
    win?.discard();
    return { kind: 'failed' };
  }
  if (answer.drop_in) {
    win?.discard();
    return { kind: 'dropIn', billingNo: answer.billing_no, dropIn: answer.drop_in };
  }
  const opened = win?.go(answer.url) ?? false;
  return { kind: 'link', billingNo: answer.billing_no, url: answer.url, opened };
}
