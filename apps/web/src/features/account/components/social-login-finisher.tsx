import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { socialReturnWaiting } from '../social-return-keys.ts';
import { useLayoutVersion } from '../use-layout-version.ts';

/**
 * Back from a provider's page (a login flow waits in this tab): loads and runs the finishing step
 * (finish-social-return.ts). Every other page load costs one sessionStorage read.
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
    if (!socialReturnWaiting()) return;
    const failMessage = t('login.log_fail');
    import('../finish-social-return.ts')
      .then((m) => m.finishSocialReturn({ search, navigate, layout, queryClient, failMessage }))
      // The chunk did not load (offline, a new deployment): the login cannot finish.
      .catch(() => showToast(failMessage, { tone: 'error' }));
  }, [layout, navigate, queryClient, search, t]);
  return null;
}
