import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  pictureTypes,
  uploadedPictureSchema,
  type PictureUploadUse,
} from '@topup/contracts/console-media';
import { api } from './api.ts';
import { errorMessage } from './error-text.tsx';

/** The server's default cap (MEDIA_MAX_BYTES): a bigger file is refused here, without a wait. */
export const maxPictureBytes = 5_000_000;

/** What the browser can tell before sending: the declared type and the size. The server checks the content. */
export function precheckPicture(file: File): 'type' | 'size' | null {
  // An empty type (a name the system does not know): the server tells by content.
  if (file.type && !(pictureTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxPictureBytes) return 'size';
  return null;
}

/**
 * A picture chosen from disk, uploaded at once (POST /api/console/media: checked, resized and
 * stored by the server), then shown as the shop will show it. `value` is the picture's URL ('' for
 * none), as the goods' image field takes it; reusable wherever a form stores a picture URL.
 * `use` sets the sizes the server makes: goods (square) or a game's key art (a 4:1 banner).
 */
export function PictureField({
  label,
  value,
  onChange,
  testId,
  use = 'goods',
  disabled = false,
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  testId: string;
  use?: PictureUploadUse;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again after a clear must fire a change again.
    input.value = '';
    if (!file) return;
    const refused = precheckPicture(file);
    if (refused === 'type') return setError(t('picture.wrongType'));
    if (refused === 'size') return setError(t('picture.tooBig', { mb: maxPictureBytes / 1e6 }));
    setError(null);
    setBusy(true);
    try {
      const url = use === 'goods' ? '/api/console/media' : `/api/console/media?use=${use}`;
      const uploaded = await api.post(url, file, uploadedPictureSchema);
      onChange(uploaded.image);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field picture-field" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      {value ? (
        <img
          className={`picture-field__preview picture-field__preview--${use}`}
          src={value}
          alt={t('picture.preview')}
          width={use === 'goods' ? 96 : 320}
          height={use === 'goods' ? 96 : 80}
          data-testid={`${testId}-preview`}
        />
      ) : (
        <small data-testid={`${testId}-none`}>{t('picture.none')}</small>
      )}
      <div className="toolbar">
        <input
          id={id}
          type="file"
          accept={pictureTypes.join(',')}
          onChange={pick}
          disabled={busy || disabled}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          data-testid={`${testId}-file`}
        />
        {value && (
          <button
            type="button"
            className="secondary"
            onClick={() => onChange('')}
            disabled={busy || disabled}
            data-testid={`${testId}-clear`}
          >
            {t('picture.clear')}
          </button>
        )}
      </div>
      <small id={`${id}-hint`} aria-live="polite">
        {busy
          ? t('picture.uploading')
          : t(use === 'goods' ? 'picture.hint' : 'picture.keyArtHint', {
              mb: maxPictureBytes / 1e6,
            })}
      </small>
      {error && (
        <small id={`${id}-error`} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
