import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/field.tsx';
import { maxSteps, newStep, type StepRow } from './daily-steps.ts';
import { RewardRowsEditor } from './reward-rows-editor.tsx';

/** A calendar's days in order, each with its in-game amount and the rewards it shows. */
export function DailyStepsEditor({
  rows,
  onChange,
  languages,
}: {
  rows: StepRow[];
  onChange(rows: StepRow[]): void;
  languages: readonly string[];
}) {
  const { t } = useTranslation();
  const setRow = (i: number, patch: Partial<StepRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="texts" data-testid="daily-steps">
      <legend>{t('catalog.daily.steps')}</legend>
      <small className="muted">{t('catalog.daily.stepsHint')}</small>
      {rows.map((row, i) => (
        <fieldset key={i} className="texts" data-testid={`daily-step-${i}`}>
          <legend>{t('catalog.daily.stepN', { n: i + 1 })}</legend>
          <div className="catalog-form__row">
            <Field
              inline
              label={t('catalog.events.rewardAmount')}
              inputMode="numeric"
              value={row.rewardAmount}
              onChange={(rewardAmount) => setRow(i, { rewardAmount })}
              testId={`daily-step-${i}-amount`}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="danger"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                data-testid={`daily-step-${i}-remove`}
              >
                {t('catalog.daily.removeStep')}
              </button>
            )}
          </div>
          <RewardRowsEditor
            rewards={row.rewards}
            onChange={(rewards) => setRow(i, { rewards })}
            languages={languages}
            testId={`daily-step-${i}`}
          />
        </fieldset>
      ))}
      {rows.length < maxSteps && (
        <button
          type="button"
          className="secondary"
          onClick={() => onChange([...rows, newStep()])}
          data-testid="daily-step-add"
        >
          {t('catalog.daily.addStep')}
        </button>
      )}
    </fieldset>
  );
}
