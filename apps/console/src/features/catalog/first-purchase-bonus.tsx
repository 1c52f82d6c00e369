import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field } from '../../shared/field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { useSaveFirstPurchaseBonus } from './offers-api.ts';
import { operatorLocale } from '../../shared/operator-locale.ts';

const MAX_BONUS = 2_000_000_000;

/**
 * A game's first-purchase bonus: extra in-game units with a character's first paid order. Shown
 * to everyone; members who may change the catalog set or remove it in place.
 */
export function FirstPurchaseBonus({
  brand,
  game,
  bonus,
  writable,
}: {
  brand: string;
  game: string;
  /** The stored bonus; null: none. */
  bonus: number | null;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveFirstPurchaseBonus(brand, game);
  const [text, setText] = useState(bonus === null ? '' : String(bonus));
  const [localError, setLocalError] = useState<string | null>(null);

  function send(next: number | null) {
    setLocalError(null);
    save.mutate(next, {
      onSuccess: (answer) => setText(answer.bonus === null ? '' : String(answer.bonus)),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = wholeNumber(text);
    if (!(value >= 1 && value <= MAX_BONUS)) {
      setLocalError(t('catalog.offers.bonus.range'));
      return;
    }
    send(value);
  }

  const current =
    bonus === null
      ? t('catalog.offers.bonus.none')
      : t('catalog.offers.bonus.current', { bonus: bonus.toLocaleString(operatorLocale()) });
  return (
    <section className="panel" aria-labelledby="bonus-title">
      <h3 id="bonus-title">{t('catalog.offers.bonus.title')}</h3>
      <p className="muted">{t('catalog.offers.bonus.hint')}</p>
      <p data-testid="bonus-current">{current}</p>
      {writable && (
        <form className="toolbar" onSubmit={submit} noValidate data-testid="bonus-form">
          <Field
            label={t('catalog.offers.bonus.amount')}
            inputMode="numeric"
            value={text}
            onChange={setText}
            error={localError}
            testId="bonus-amount"
          />
          <button type="submit" disabled={save.isPending} data-testid="bonus-save">
            {t('catalog.offers.bonus.save')}
          </button>
          {bonus !== null && (
            <button
              type="button"
              className="secondary"
              disabled={save.isPending}
              onClick={() => send(null)}
              data-testid="bonus-remove"
            >
              {t('catalog.offers.bonus.remove')}
            </button>
          )}
        </form>
      )}
      <ErrorBox error={save.error} testId="bonus-error" />
      {save.isSuccess && (
        <p role="status" data-testid="bonus-saved">
          {save.data.bonus === null
            ? t('catalog.offers.bonus.removed')
            : t('catalog.offers.bonus.saved', {
                bonus: save.data.bonus.toLocaleString(operatorLocale()),
              })}
        </p>
      )}
    </section>
  );
}
