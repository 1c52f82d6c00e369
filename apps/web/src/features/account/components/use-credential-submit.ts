import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NO_ANSWER } from '../../../shared/api-client/api-error.ts';
import type { LoginMode } from '../api/login-api.ts';

export type LoginSubmit = {
  submit(account: string, password: string): void;
  busy: boolean;
  error: string | null;
  clearError(): void;
};

export type CredentialSender = {
  /** Sends the trimmed credentials and finishes the login; rejects with the server's answer. */
  send(username: string, secret: string): Promise<unknown>;
  /** Takes over a failure the form should not show (true: handled). */
  takeOver?(err: unknown): boolean;
};

/**
 * One login attempt by account or card: validates, sends once however often Enter is pressed,
 * shows the server's own words (or a network / generic failure) and hands focus back through
 * `onFailed` where the player retries. Shared by the login popup and the make-up payment login.
 */
export function useCredentialSubmit(
  mode: LoginMode,
  onFailed: () => void,
  sender: CredentialSender,
): LoginSubmit {
  const { t } = useTranslation();
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
    sender
      .send(username, secret)
      .catch((err: unknown) => {
        if (sender.takeOver?.(err)) return;
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
