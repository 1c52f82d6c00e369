import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back from an Adyen redirect (the address carries `sessionId` and `redirectResult`): submits
 * the redirect result through adyen-web, as Adyen's sessions flow asks, and drops the two
 * parameters from the address. The order's result is shown and polled as for any method
 * (SPEC §4); the webhook, not this step, decides the order. Everything but the check of the
 * address is fetched only on such a return (the first page stays small).
 */
export function useAdyenReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const key =
    query.get('sessionId') && query.get('redirectResult')
      ? `${query.get('sessionId')}:${query.get('redirectResult')}`
      : null;

  useEffect(() => {
    if (!key) return;
    void import('./finish-return.ts')
      .then(({ finishReturn }) =>
        finishReturn(
          search,
          (rest) => void navigate({ pathname, search: rest }, { replace: true }),
        ),
      )
      .catch((error: unknown) => console.error('adyen redirect result', error));
    // Once per return: the key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
