import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { newReward, type RewardRow } from './event-tiers.ts';
import { TextsEditor } from './texts-editor.tsx';

/**
 * The rewards a player sees for an event tier or a daily step: names per language, quantity and
 * icon each. `testId` prefixes the parts' ids (`${testId}-reward-${k}-names`, …).
 */
export function RewardRowsEditor({
  rewards,
  onChange,
  languages,
  testId,
}: {
  rewards: RewardRow[];
  onChange(rewards: RewardRow[]): void;
  languages: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  const setReward = (k: number, patch: Partial<RewardRow>) =>
    onChange(rewards.map((r, l) => (l === k ? { ...r, ...patch } : r)));
  return (
    <>
      {rewards.map((reward, k) => (
        <div key={k} className="catalog-form__row">
          <TextsEditor
            legend={t('catalog.events.rewardNames', { n: k + 1 })}
            languages={languages}
            value={reward.names}
            onChange={(names) => setReward(k, { names })}
            testId={`${testId}-reward-${k}-names`}
          />
          <Field
            inline
            label={t('catalog.events.quantity')}
            inputMode="numeric"
            value={reward.quantity}
            onChange={(quantity) => setReward(k, { quantity })}
            testId={`${testId}-reward-${k}-quantity`}
          />
          <Field
            inline
            label={t('catalog.icon')}
            value={reward.icon}
            onChange={(icon) => setReward(k, { icon })}
            testId={`${testId}-reward-${k}-icon`}
          />
          {rewards.length > 1 && (
            <button
              type="button"
              className="danger"
              onClick={() => onChange(rewards.filter((_, l) => l !== k))}
              data-testid={`${testId}-reward-${k}-remove`}
            >
              {t('catalog.events.removeReward')}
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...rewards, newReward()])}
        data-testid={`${testId}-reward-add`}
      >
        {t('catalog.events.addReward')}
      </button>
    </>
  );
}
