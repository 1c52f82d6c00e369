import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { loadAdyenDropIn } from '../load-drop-in.ts';
import { adyenReturnOf, forgetAdyenSession, withoutAdyenReturn } from './adyen-return.ts';

/**
 * Back from an Adyen redirect (the address carries `sessionId` and `redirectResult`): submits
 * the redirect result through adyen-web, as Adyen's sessions flow asks, then drops the two
 * parameters from the address. The order's result is shown and polled as for any method
 * (SPEC §4); the webhook, not this step, decides the order.
 */
export function useAdyenReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returned = adyenReturnOf(search);
  const key = returned ? `${returned.session.session_id}:${returned.redirectResult}` : null;

  useEffect(() => {
    if (!returned) return;
    const rest = withoutAdyenReturn(search);
    forgetAdyenSession();
    void navigate({ pathname, search: rest }, { replace: true });
    void loadAdyenDropIn()
      .then(({ finishAdyenRedirect }) =>
        finishAdyenRedirect({ ...returned, language: currentLanguage() }),
      )
      .catch((error: unknown) => console.error('adyen redirect result', error));
    // Once per return: the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
