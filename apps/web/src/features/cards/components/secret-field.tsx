import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type SecretFieldProps = {
  label: string;
  value: string;
  maxLength: number;
  name: string;
  onChange(value: string): void;
  onEnter(): void;
  ref?: Ref<HTMLInputElement>;
};

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

/** A card password: hidden by default with a show/hide toggle; Enter submits (SPEC §2). */
export function SecretField({
  label,
  value,
  maxLength,
  name,
  onChange,
  onEnter,
  ref,
}: SecretFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onEnter();
  };
  return (
    <label className="card-field">
      <span className="card-field__label">{label}</span>
      <span className="card-field__row">
        <input
          ref={ref}
          className="card-field__input card-field__input--secret"
          name={name}
          type={visible ? 'text' : 'password'}
          // A card's password is not the player's: keep password managers out of it.
          autoComplete="off"
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
          className="icon-button card-field__toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'card.hidePassword' : 'card.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={visible} />
        </button>
      </span>
    </label>
  );
}
