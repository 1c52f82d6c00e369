import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NO_ANSWER } from '../../../shared/api-client/api-error.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { logIn, type LoginMode } from '../api/login-api.ts';
import { completeLogin } from '../complete-login.ts';
import { useLayoutVersion } from '../use-layout-version.ts';

export type LoginSubmit = {
  submit(account: string, password: string): void;
  busy: boolean;
  error: string | null;
  clearError(): void;
};

/** Validates, sends and finishes one login; `onFailed` puts focus back where the player retries. */
export function useLoginSubmit(mode: LoginMode, onFailed: () => void): LoginSubmit {
  const { t } = useTranslation();
  const { game, clientId } = useGameContext();
  const layout = useLayoutVersion();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second Enter before the state update lands must not send twice.
  const sending = useRef(false);

  const fail = (message: string) => {
    setError(message);
    onFailed();
  };

  const submit = (account: string, password: string) => {
    if (sending.current) return;
    const username = account.trim();
    const secret = password.trim();
    if (!username || !secret) {
      fail(t(mode === 'card' ? 'login.emptyCard' : 'login.emptyAccount'));
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    logIn({ username, password: secret, clientId, mode })
      .then((info) => completeLogin({ gpId: game.gpId, info, method: mode, layout, queryClient }))
      .catch((err: unknown) => {
        // The server's own words (e.g. too many attempts, with the minutes to wait).
        if (err instanceof ApiError && err.code !== NO_ANSWER && err.msg.trim()) fail(err.msg);
        else fail(t(err instanceof ApiError ? 'error.network' : 'login.failed'));
      })
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  return { submit, busy, error, clearError: () => setError(null) };
}
