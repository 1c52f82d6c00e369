import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { completeLogin } from '../complete-login.ts';
import { takeSocialReturn } from '../social-login.ts';
import { useLayoutVersion } from '../use-layout-version.ts';

/**
 * Back from a provider's page: finishes the third-party login exactly like an account login
 * (SPEC §4: store, close, reload after 500 ms), or says 'log_fail' (SPEC §8).
 */
export function SocialLoginFinisher() {
  const { t } = useTranslation();
  const { game, clientId } = useGameContext();
  const layout = useLayoutVersion();
  const queryClient = useQueryClient();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = takeSocialReturn();
    if (back.kind === 'none') return;
    if (back.kind === 'cancelled' || back.clientId !== clientId) {
      showToast(t('login.log_fail'), { tone: 'error' });
      return;
    }
    back
      .run()
      .then((info) =>
        completeLogin({ gpId: game.gpId, info, method: back.method, layout, queryClient }),
      )
      .catch(() => showToast(t('login.log_fail'), { tone: 'error' }));
  }, [clientId, game.gpId, layout, queryClient, t]);
  return null;
}
