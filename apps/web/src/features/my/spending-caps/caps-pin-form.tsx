import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client/api-error.ts';
import { PinRow } from './pin-row.tsx';

type Props = { pinSet: boolean; onSave: (pin: string, newPin: string | null) => Promise<void> };

/** Sets, changes or removes the guardian PIN (the current one is asked when there is one). */
export function CapsPinForm({ pinSet, onSave }: Props) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [error, setError] = useState('');
  const submit = async (next: string | null) => {
    if (next !== null && !/^\d{4,8}$/.test(next)) return setError(t('caps.pinFormat'));
    try {
      await onSave(pin, next);
      setPin('');
      setNewPin('');
      setError('');
    } catch (err) {
      setError(err instanceof ApiError ? err.msg : String(err));
    }
  };
  return (
    <form
      className="caps__form caps__pin"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(newPin);
      }}
    >
      {pinSet && <PinRow label={t('caps.currentPin')} value={pin} onChange={setPin} />}
      <PinRow label={t('caps.newPin')} value={newPin} onChange={setNewPin} />
      <p className="caps__hint">{t('caps.pinNote')}</p>
      {error && (
        <p className="caps__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--ghost">
        {pinSet ? t('caps.changePin') : t('caps.setPin')}
      </button>
      {pinSet && (
        <button type="button" className="button button--ghost" onClick={() => void submit(null)}>
          {t('caps.removePin')}
        </button>
      )}
    </form>
  );
}
