import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from '../../shared/api-client/api-error.ts';
import { showToast } from '../../shared/ui/toast-store.ts';
import { completeReplenishLogin, takeOverReplenishRefusal } from './replenish-login.ts';
import { completeLogin } from './complete-login.ts';
import { takeSocialReturn } from './social-login.ts';

export type ReturnPage = {
  search: string;
  navigate: NavigateFunction;
  layout: 'new' | 'old';
  queryClient: QueryClient;
  /** SPEC §8 'log_fail' in the page's language. */
  failMessage: string;
};

/**
 * Back from a provider's page: finishes the third-party login exactly like an account login
 * (SPEC §4: store, close, reload after 500 ms), or says 'log_fail' (SPEC §8). A login started on
 * a make-up payment page finishes like that page's login (lands on the link; -3016 goes to
 * /errorReplenish). The login is stored for the game product the server names (gp_id), never
 * the one the page guesses first: on a page without client_id the game is known only once the
 * game list has loaded, after this runs.
 */
export async function finishSocialReturn(page: ReturnPage): Promise<void> {
  const { search, navigate, layout, queryClient } = page;
  const failed = (err?: unknown) =>
    showToast(
      // -3103: the flow belongs to another browser; the server's message says to start again.
      err instanceof ApiError && err.code === ResultCode.LoginOtherBrowser
        ? err.msg
        : page.failMessage,
      { tone: 'error' },
    );
  const back = takeSocialReturn();
  if (back.kind === 'none') return;
  if (back.kind === 'cancelled' || back.kind === 'foreign') {
    failed();
    return;
  }
  if (back.kind === 'ingame') {
    try {
      const info = await back.run();
      completeReplenishLogin(info, back.method, { search, navigate, queryClient });
    } catch (err) {
      if (!takeOverReplenishRefusal(err, { search, navigate })) failed(err);
    }
    return;
  }
  try {
    const info = await back.run();
    completeLogin({ gpId: info.gp_id, info, method: back.method, layout, queryClient });
  } catch (err) {
    failed(err);
  }
}
