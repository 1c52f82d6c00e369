import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/toast-store.ts';
import {
  completeReplenishLogin,
  takeOverReplenishRefusal,
} from '../../replenish/complete-login.ts';
import { completeLogin } from '../complete-login.ts';
import { takeSocialReturn } from '../social-login.ts';
import { useLayoutVersion } from '../use-layout-version.ts';

/**
 * Back from a provider's page: finishes the third-party login exactly like an account login
 * (SPEC §4: store, close, reload after 500 ms), or says 'log_fail' (SPEC §8). A login started on
 * a make-up payment page finishes like that page's login (lands on the link; -3016 goes to
 * /errorReplenish).
 */
export function SocialLoginFinisher() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const layout = useLayoutVersion();
  const queryClient = useQueryClient();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = takeSocialReturn();
    if (back.kind === 'none') return;
    const failed = () => showToast(t('login.log_fail'), { tone: 'error' });
    if (back.kind === 'cancelled') {
      failed();
      return;
    }
    // The login is stored for the game product the server names (gp_id), never the one this page
    // guesses first: on a page without client_id the game is known only once the game list has
    // loaded, after this runs.
    if (back.kind === 'ingame') {
      back
        .run()
        .then((info) =>
          completeReplenishLogin(info, back.method, { search, navigate, queryClient }),
        )
        .catch((err: unknown) => {
          if (!takeOverReplenishRefusal(err, { search, navigate })) failed();
        });
      return;
    }
    back
      .run()
      .then((info) =>
        completeLogin({ gpId: info.gp_id, info, method: back.method, layout, queryClient }),
      )
      .catch(failed);
  }, [layout, navigate, queryClient, search, t]);
  return null;
}
