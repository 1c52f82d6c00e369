import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import type { LoginMode } from '../../account/api/login-api.ts';
import { Agreements } from '../../account/components/agreements.tsx';
import { CredentialsForm } from '../../account/components/login-form.tsx';
import { LoginTabs } from '../../account/components/login-tabs.tsx';
import { useCredentialSubmit } from '../../account/components/use-credential-submit.ts';
import { OtherMethods } from '../../account/components/other-methods.tsx';
import { closeLogin } from '../../../shared/session/session-store.ts';
import { ingameLogIn } from '../api/replenish-api.ts';
import { completeReplenishLogin, takeOverReplenishRefusal } from '../../account/replenish-login.ts';
import '../../account/components/login.css';

type ReplenishLoginSheetProps = {
  replenishId: string;
  /** The link's game: the login is for its game product (game_id). */
  gameId: string;
  /** The account the link is for, named in the hint. */
  account: string | undefined;
};

/**
 * The replenishment visitor's login (SPEC §6): the dedicated /api/ingame/auth flow with game_id,
 * and the third-party logins through their /api/ingame/ twins. Only the link's account may log
 * in; on success the page lands on the link again and reloads.
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
        {/* The same providers as the shop's login, through the /api/ingame/ twins. */}
        <OtherMethods clientId={gameId} link={{ replenishId }} />
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
      ingameLogIn({ username, password: secret, mode, gameId, replenishId }).then((info) =>
        completeReplenishLogin(info, mode, { search, navigate, queryClient }),
      ),
    takeOver: (err) => takeOverReplenishRefusal(err, { search, navigate }),
  });
  return <CredentialsForm mode={mode} panelId={panelId} passwordRef={passwordRef} login={login} />;
}
