import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError } from '../../../shared/api-client/api-error.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { track } from '../../../shared/tracking/track.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import type { LoginMode } from '../../account/api/login-api.ts';
import { Agreements } from '../../account/components/agreements.tsx';
import { CredentialsForm } from '../../account/components/login-form.tsx';
import { LoginTabs } from '../../account/components/login-tabs.tsx';
import { useCredentialSubmit } from '../../account/components/use-credential-submit.ts';
import { storageBlocked } from '../../account/environment.ts';
import { closeLogin, notifySessionChanged } from '../../account/session-store.ts';
import { ingameLogIn } from '../api/replenish-api.ts';
import { documentNavigation, landingUrl } from '../landing.ts';
import '../../account/components/login.css';

type ReplenishLoginSheetProps = {
  replenishId: string;
  /** The link's game: the login is for its game product (game_id). */
  gameId: string;
  /** The account the link is for, named in the hint. */
  account: string | undefined;
};

/**
 * The replenishment visitor's login (SPEC §6): the dedicated /api/ingame/auth flow with game_id.
 * Only the link's account may log in; on success the page lands on the link again and reloads.
 */
export function ReplenishLoginSheet({ replenishId, gameId, account }: ReplenishLoginSheetProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [mode, setMode] = useState<LoginMode>('account');
  return (
    <BottomSheet open title={t('login.title')} onClose={closeLogin}>
      <div className="login">
        <LoginTabs mode={mode} panelId={panelId} onChange={setMode} />
        <p className="login__hint">
          {account ? t('replenish.loginHint', { account }) : t('login.matchHint')}
        </p>
        {/* Keyed by mode: switching starts from empty fields. */}
        <ReplenishLoginForm
          key={mode}
          mode={mode}
          panelId={panelId}
          replenishId={replenishId}
          gameId={gameId}
        />
        <Agreements />
      </div>
    </BottomSheet>
  );
}

type FormProps = { mode: LoginMode; panelId: string; replenishId: string; gameId: string };

function ReplenishLoginForm({ mode, panelId, replenishId, gameId }: FormProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useCredentialSubmit(mode, () => passwordRef.current?.focus(), {
    send: (username, secret) =>
      ingameLogIn({ username, password: secret, mode, gameId, replenishId }).then((info) => {
        const { username: shown, suid, oauth_token: token, gp_id: gpId } = info;
        setUserInfo(gpId, { username: shown, suid, oauth_token: token, gp_id: gpId });
        notifySessionChanged();
        track('login', { method: mode });
        closeLogin();
        const url = landingUrl(search, info.replenish_id, info.rp_client_id);
        // A reload would lose a login kept only in memory (storage blocked): refresh in place.
        if (storageBlocked()) {
          void queryClient.invalidateQueries();
          void navigate(url, { replace: true });
        } else documentNavigation.go(url);
      }),
    // -3016 (e.g. another account): the app is on its way to /errorReplenish already; this
    // visit there may lead back to the link, to log in with the right account.
    takeOver: (err) => {
      if (!(err instanceof ApiError && err.code === ResultCode.ReplenishError)) return false;
      closeLogin();
      const state = { message: err.msg, retry: true };
      void navigate(`/errorReplenish${search}`, { replace: true, state });
      return true;
    },
  });
  return <CredentialsForm mode={mode} panelId={panelId} passwordRef={passwordRef} login={login} />;
}
