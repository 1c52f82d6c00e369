import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { newTier, type EventKind, type TierRow } from './event-tiers.ts';
import { RewardRowsEditor } from './reward-rows-editor.tsx';

/** The API's limit (eventInputSchema). */
const maxTiers = 50;

/** The tiers of an event, each with its threshold, in-game amount and the rewards it shows. */
export function EventTiersEditor({
  rows,
  onChange,
  kind,
  currency,
  languages,
}: {
  rows: TierRow[];
  onChange(rows: TierRow[]): void;
  kind: EventKind;
  currency: string;
  languages: readonly string[];
}) {
  const { t } = useTranslation();
  const setRow = (i: number, patch: Partial<TierRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <fieldset className="texts" data-testid="event-tiers">
      <legend>{t('catalog.events.tiers')}</legend>
      <small className="muted">{t(`catalog.events.tiersHint.${kind}`)}</small>
      {rows.map((row, i) => (
        <fieldset key={i} className="texts" data-testid={`event-tier-${i}`}>
          <legend>{t('catalog.events.tierN', { n: row.tier })}</legend>
          <div className="catalog-form__row">
            <Field
              inline
              label={t('catalog.events.tier')}
              inputMode="numeric"
              value={row.tier}
              onChange={(tier) => setRow(i, { tier })}
              testId={`event-tier-${i}-number`}
            />
            {kind === 'cumulative' ? (
              <MoneyField
                inline
                label={t('catalog.events.thresholdPaid')}
                currency={currency}
                value={row.threshold}
                onChange={(threshold) => setRow(i, { threshold })}
                testId={`event-tier-${i}-threshold`}
              />
            ) : (
              <Field
                inline
                label={t('catalog.events.thresholdDays')}
                inputMode="numeric"
                value={row.threshold}
                onChange={(threshold) => setRow(i, { threshold })}
                testId={`event-tier-${i}-threshold`}
              />
            )}
            <Field
              inline
              label={t('catalog.events.rewardAmount')}
              inputMode="numeric"
              value={row.rewardAmount}
              onChange={(rewardAmount) => setRow(i, { rewardAmount })}
              testId={`event-tier-${i}-amount`}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="danger"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                data-testid={`event-tier-${i}-remove`}
              >
                {t('catalog.events.removeTier')}
              </button>
            )}
          </div>
          <RewardRowsEditor
            rewards={row.rewards}
            onChange={(rewards) => setRow(i, { rewards })}
            languages={languages}
            testId={`event-tier-${i}`}
          />
        </fieldset>
      ))}
      {rows.length < maxTiers && (
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...rows, newTier(rows)])}
          data-testid="event-tier-add"
        >
          {t('catalog.events.addTier')}
        </button>
      )}
    </fieldset>
  );
}
