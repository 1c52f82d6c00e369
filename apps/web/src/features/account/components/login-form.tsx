import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMode } from '../api/login-api.ts';
import { PasswordField } from './password-field.tsx';
import type { LoginSubmit } from './use-credential-submit.ts';
import { useLoginSubmit } from './use-login-submit.ts';
import { specLimits } from '../../../shared/config/spec-limits.ts';

// SPEC §5 caps card number and password at 80 characters; account login uses the same cap, which
// keeps every encoded credential inside the contract's 400 characters.
export const CREDENTIAL_MAX = specLimits.cardFieldMax;

type FormProps = { mode: LoginMode; panelId: string };

/** The shop's login form. */
export function LoginForm(props: FormProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLoginSubmit(props.mode, () => passwordRef.current?.focus());
  return <CredentialsForm {...props} passwordRef={passwordRef} login={login} />;
}

type CredentialsFormProps = FormProps & {
  passwordRef: RefObject<HTMLInputElement | null>;
  /** How the credentials are sent (the shop's login, or the make-up payment's in-game login). */
  login: LoginSubmit;
};

/** Account (or card number) and password; the button waits until both are filled in. */
export function CredentialsForm({ mode, panelId, passwordRef, login }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const { submit, busy, error, clearError } = login;
  const ready = account.trim() !== '' && password.trim() !== '';
  const send = () => submit(account, password);
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    clearError();
  };
  const onAccountKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    passwordRef.current?.focus();
  };

  return (
    <form
      id={panelId}
      role="tabpanel"
      className="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
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
          value={account}
          enterKeyHint="next"
          onChange={(e) => edit(setAccount)(e.target.value.slice(0, CREDENTIAL_MAX))}
          onBlur={() => mode === 'card' && setAccount((v) => v.trim())}
          onKeyDown={onAccountKey}
        />
      </label>
      <PasswordField
        ref={passwordRef}
        label={t('login.password')}
        value={password}
        maxLength={CREDENTIAL_MAX}
        onChange={edit(setPassword)}
        onEnter={send}
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
  );
}
