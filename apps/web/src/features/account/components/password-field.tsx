import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = {
  label: string;
  value: string;
  maxLength: number;
  onChange(value: string): void;
  onEnter(): void;
  ref?: Ref<HTMLInputElement>;
  /** A prepaid card's password is not the player's: other name, no password manager, own styles. */
  variant?: 'login' | 'card';
};

const variants = {
  login: {
    block: 'field',
    input: 'field__input',
    name: 'password',
    autoComplete: 'current-password',
    show: 'login.showPassword',
    hide: 'login.hidePassword',
  },
  card: {
    block: 'card-field',
    input: 'card-field__input card-field__input--secret',
    name: 'card-password',
    autoComplete: 'off',
    show: 'card.showPassword',
    hide: 'card.hidePassword',
  },
} as const;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {!open && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.6" />}
    </svg>
  );
}

/** Password input with a show/hide toggle; Enter submits (SPEC §2 card mode, §5 login). */
export function PasswordField({
  label,
  value,
  maxLength,
  onChange,
  onEnter,
  ref,
  variant = 'login',
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const v = variants[variant];
  const [visible, setVisible] = useState(false);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Handled here, not by the form: a disabled submit button would swallow implicit submission,
    // and an empty submit must still say what is missing.
    e.preventDefault();
    onEnter();
  };
  return (
    <label className={v.block}>
      <span className={`${v.block}__label`}>{label}</span>
      <span className={`${v.block}__row`}>
        <input
          ref={ref}
          className={v.input}
          name={v.name}
          type={visible ? 'text' : 'password'}
          autoComplete={v.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={maxLength}
          value={value}
          enterKeyHint="go"
          onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`icon-button ${v.block}__toggle`}
          aria-pressed={visible}
          aria-label={t(visible ? v.hide : v.show)}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={visible} />
        </button>
      </span>
    </label>
  );
}
