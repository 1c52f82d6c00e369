import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
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
  const failed = () => showToast(page.failMessage, { tone: 'error' });
  const back = takeSocialReturn();
  if (back.kind === 'none') return;
  if (back.kind === 'cancelled') {
    failed();
    return;
  }
  if (back.kind === 'ingame') {
    try {
      const info = await back.run();
      completeReplenishLogin(info, back.method, { search, navigate, queryClient });
    } catch (err) {
      if (!takeOverReplenishRefusal(err, { search, navigate })) failed();
    }
    return;
  }
  try {
    const info = await back.run();
    completeLogin({ gpId: info.gp_id, info, method: back.method, layout, queryClient });
  } catch {
    failed();
  }
}
