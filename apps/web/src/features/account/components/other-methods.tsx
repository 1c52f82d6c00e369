import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMethod } from '@topup/contracts/auth';
import { useGameContext } from '../../game/use-game-context.ts';
import { loginConfigQuery } from '../api/login-api.ts';
import type { IngameLink } from '../api/social-api.ts';
import { isInAppWebView } from '../environment.ts';
import { InAppBrowserTip } from './in-app-browser-tip.tsx';
import { MethodBadge, methodBrands } from './method-badge.tsx';

/**
 * Third-party methods from login_config.json_type. Tapping one leaves for the provider's page
 * (social-login.ts; SocialLoginFinisher finishes on return); in an in-app browser, where the
 * providers refuse to run (SPEC §5), it says how to get out instead. On the make-up payment page
 * (`link`) the login is for the link's game (`clientId`) through the /api/ingame/ twins.
 */
export function OtherMethods(props: { clientId?: string; link?: IngameLink } = {}) {
  const { t } = useTranslation();
  const context = useGameContext();
  const clientId = props.clientId ?? context.clientId;
  const { area } = context;
  const config = useQuery(loginConfigQuery(clientId, area));
  const [picked, setPicked] = useState<LoginMethod | null>(null);
  const inApp = isInAppWebView();
  const choose = (method: LoginMethod) => {
    setPicked(method);
    if (inApp) return;
    // A refusal to start shows the server's message (a toast); the player may pick again.
    // Loaded on the click: the login dialog's first render needs none of it.
    import('../social-login.ts')
      .then(({ startSocialLogin }) => startSocialLogin(method, clientId, props.link))
      .catch(() => setPicked(null));
  };
  const titleId = useId();
  const methods = [...new Set(config.data?.json_type ?? [])];
  if (methods.length === 0) return null;

  return (
    <section className="login-methods" aria-labelledby={titleId}>
      <h3 id={titleId} className="login-methods__title">
        {t('login.otherMethods')}
      </h3>
      <ul className="login-methods__list">
        {methods.map((method) => (
          <li key={method}>
            <button
              type="button"
              className="login-methods__item"
              aria-pressed={picked === method}
              aria-label={t('login.continueWith', { name: methodBrands[method].name })}
              onClick={() => choose(method)}
            >
              <MethodBadge method={method} />
              <span className="login-methods__name">{methodBrands[method].name}</span>
            </button>
          </li>
        ))}
      </ul>
      {picked &&
        (inApp ? (
          <InAppBrowserTip />
        ) : (
          <p className="login-tip" role="status">
            {t('login.redirecting', { name: methodBrands[picked].name })}
          </p>
        ))}
    </section>
  );
}
