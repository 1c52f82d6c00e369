import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a one-time secret; says so, since the secret is never shown again. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      aria-label={label}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('common.copied') : t('common.copy')}
    </button>
  );
}
