import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import type {
  ConsoleDailyCalendar,
  DailyCalendarInput,
} from '@topup/contracts/console-daily-rewards';
import { fromDateInput, toDateInput } from '../../shared/date-input.ts';
import { Field } from '../../shared/field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { useSaveDailyCalendar } from './daily-api.ts';
import { stepRowsOf, stepsInput } from './daily-steps.ts';
import { DailyStepsEditor } from './daily-steps-editor.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { KeyField } from './key-field.tsx';
import { TextsEditor } from './texts-editor.tsx';

/**
 * Create or edit a game's daily reward calendar: names per language, its window (typed in local
 * time), the reset hour in the brand's time zone and its 1..31 days. The server stores it whole.
 */
export function DailyForm({
  brand,
  game,
  editing,
  onDone,
}: {
  brand: ConsoleBrand;
  game: string;
  /** null: a new calendar. */
  editing: ConsoleDailyCalendar | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveDailyCalendar(brand.id, game);
  const [calendarId, setCalendarId] = useState(editing?.calendar_id ?? '');
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [resetHour, setResetHour] = useState(String(editing?.reset_hour ?? 0));
  const [startsAt, setStartsAt] = useState(toDateInput(editing?.starts_at));
  const [endsAt, setEndsAt] = useState(toDateInput(editing?.ends_at));
  const [steps, setSteps] = useState(() => stepRowsOf(editing));
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const starts = fromDateInput(startsAt);
    const ends = fromDateInput(endsAt);
    const hour = wholeNumber(resetHour);
    const stepList = stepsInput(steps);
    if (!starts || !ends) {
      setLocalError(t('catalog.daily.needWindow'));
      return;
    }
    if (!Number.isInteger(hour) || stepList === null) {
      setLocalError(t('catalog.numbersAndAmounts'));
      return;
    }
    setLocalError(null);
    const body: DailyCalendarInput = {
      names,
      reset_hour: hour,
      starts_at: starts,
      ends_at: ends,
      steps: stepList,
    };
    save.mutate({ id: calendarId.trim(), body }, { onSuccess: onDone });
  }

  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="daily-form">
      <h2>
        {editing
          ? t('catalog.daily.editTitle', { id: editing.calendar_id })
          : t('catalog.daily.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <KeyField
          label={t('catalog.daily.id')}
          value={calendarId}
          onChange={setCalendarId}
          locked={editing !== null}
          testId="daily-id"
        />
        <Field
          label={t('catalog.daily.resetHour')}
          hint={t('catalog.daily.resetHourHint')}
          inputMode="numeric"
          value={resetHour}
          onChange={setResetHour}
          testId="daily-reset-hour"
        />
        <DateRangeFields
          starts={startsAt}
          ends={endsAt}
          onStarts={setStartsAt}
          onEnds={setEndsAt}
          required
          testId="daily"
        />
      </div>
      <TextsEditor
        legend={t('catalog.names')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="daily-names"
      />
      <DailyStepsEditor rows={steps} onChange={setSteps} languages={brand.languages} />
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="daily"
      />
    </form>
  );
}
