import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError, NO_ANSWER } from '../../../shared/api-client/api-error.ts';
import { setUserInfo } from '../../../shared/storage/user-info.ts';
import { track } from '../../../shared/tracking/track.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import type { LoginMode } from '../../account/api/login-api.ts';
import { Agreements } from '../../account/components/agreements.tsx';
import { CREDENTIAL_MAX } from '../../account/components/login-form.tsx';
import { LoginTabs } from '../../account/components/login-tabs.tsx';
import { PasswordField } from '../../account/components/password-field.tsx';
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
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [mode, setMode] = useState<LoginMode>('account');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);

  const fail = (message: string) => {
    setError(message);
    passwordRef.current?.focus();
  };
  const submit = () => {
    if (sending.current) return;
    const username = name.trim();
    const secret = password.trim();
    if (!username || !secret) {
      fail(t(mode === 'card' ? 'login.emptyCard' : 'login.emptyAccount'));
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    ingameLogIn({ username, password: secret, mode, gameId, replenishId })
      .then((info) => {
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
      })
      .catch((err: unknown) => {
        // -3016 (e.g. another account): the app is on its way to /errorReplenish already; this
        // visit there may lead back to the link, to log in with the right account.
        if (err instanceof ApiError && err.code === ResultCode.ReplenishError) {
          closeLogin();
          const state = { message: err.msg, retry: true };
          void navigate(`/errorReplenish${search}`, { replace: true, state });
        } else if (err instanceof ApiError && err.code !== NO_ANSWER && err.msg.trim())
          fail(err.msg);
        else fail(t(err instanceof ApiError ? 'error.network' : 'login.failed'));
      })
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };
  const changeMode = (next: LoginMode) => {
    setMode(next);
    setName('');
    setPassword('');
    setError(null);
  };
  const ready = name.trim() !== '' && password.trim() !== '';

  return (
    <BottomSheet open title={t('login.title')} onClose={closeLogin}>
      <div className="login">
        <LoginTabs mode={mode} panelId={panelId} onChange={changeMode} />
        <p className="login__hint">
          {account ? t('replenish.loginHint', { account }) : t('login.matchHint')}
        </p>
        <form
          id={panelId}
          role="tabpanel"
          className="login-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className="field">
            <span className="field__label">
              {t(mode === 'card' ? 'login.cardNumber' : 'login.account')}
            </span>
            <input
              className="field__input"
              name="username"
              autoComplete={mode === 'card' ? 'off' : 'username'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CREDENTIAL_MAX}
              value={name}
              enterKeyHint="next"
              onChange={(e) => {
                setName(e.target.value.slice(0, CREDENTIAL_MAX));
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                passwordRef.current?.focus();
              }}
            />
          </label>
          <PasswordField
            ref={passwordRef}
            label={t('login.password')}
            value={password}
            maxLength={CREDENTIAL_MAX}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
            onEnter={submit}
          />
          {error && (
            <p className="login-form__error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="button login-form__submit"
            disabled={!ready || busy}
            aria-busy={busy}
          >
            {t(busy ? 'login.submitting' : 'login.submit')}
          </button>
        </form>
        <Agreements />
      </div>
    </BottomSheet>
  );
}
