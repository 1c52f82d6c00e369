import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ResultCode } from '@topup/contracts/result-codes';
import { api, ApiError } from '../../shared/api.ts';
import { errorMessage } from '../../shared/error-text.tsx';
import { LanguageMenu } from '../../shared/language-menu.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { sessionAnswer } from '../../shared/staff-schema.ts';

type Credentials = { email: string; password: string; code: string };

/** Email, password and the TOTP code in one step; the server says what was wrong. */
export function LoginPage() {
  const { t } = useTranslation();
  const { staff, signedIn } = useStaff();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: (c: Credentials) => api.post('/api/console/login', c, sessionAnswer),
    onSuccess: signedIn,
  });

  if (staff) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFormatError(t('login.codeFormat'));
      return;
    }
    setFormatError(null);
    login.mutate({ email: email.trim(), password, code: digits });
  }

  const error = login.error;
  const locked = error instanceof ApiError && error.code === ResultCode.RateLimited;
  const message = error ? errorMessage(error) : undefined;
  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <p className="login__brand">{t('app.title')}</p>
        <h1 id="login-title">{t('login.title')}</h1>
        <label className="field">
          <span>{t('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="login-email"
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
        </label>
        <label className="field">
          <span>{t('login.code')}</span>
          <input
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={7}
            required
            aria-describedby="login-code-hint"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid="login-code"
          />
          <small id="login-code-hint">{t('login.codeHint')}</small>
        </label>
        {(formatError || error) && (
          <div className="login__error" role="alert" data-testid="login-error">
            <strong>{locked ? t('login.locked') : t('login.failed')}</strong>
            <p>{formatError ?? message}</p>
          </div>
        )}
        <button type="submit" disabled={login.isPending} data-testid="login-submit">
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <LanguageMenu />
    </main>
  );
}
