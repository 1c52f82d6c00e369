import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { newReward, newTier, type EventKind, type RewardRow, type TierRow } from './event-tiers.ts';
import { TextsEditor } from './texts-editor.tsx';

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
  const setReward = (i: number, k: number, patch: Partial<RewardRow>) =>
    setRow(i, {
      rewards: rows[i]!.rewards.map((r, l) => (l === k ? { ...r, ...patch } : r)),
    });

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
          {row.rewards.map((reward, k) => (
            <div key={k} className="catalog-form__row">
              <TextsEditor
                legend={t('catalog.events.rewardNames', { n: k + 1 })}
                languages={languages}
                value={reward.names}
                onChange={(names) => setReward(i, k, { names })}
                testId={`event-tier-${i}-reward-${k}-names`}
              />
              <Field
                inline
                label={t('catalog.events.quantity')}
                inputMode="numeric"
                value={reward.quantity}
                onChange={(quantity) => setReward(i, k, { quantity })}
                testId={`event-tier-${i}-reward-${k}-quantity`}
              />
              <Field
                inline
                label={t('catalog.icon')}
                value={reward.icon}
                onChange={(icon) => setReward(i, k, { icon })}
                testId={`event-tier-${i}-reward-${k}-icon`}
              />
              {row.rewards.length > 1 && (
                <button
                  type="button"
                  className="danger"
                  onClick={() => setRow(i, { rewards: row.rewards.filter((_, l) => l !== k) })}
                  data-testid={`event-tier-${i}-reward-${k}-remove`}
                >
                  {t('catalog.events.removeReward')}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="secondary"
            onClick={() => setRow(i, { rewards: [...row.rewards, newReward()] })}
            data-testid={`event-tier-${i}-reward-add`}
          >
            {t('catalog.events.addReward')}
          </button>
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
