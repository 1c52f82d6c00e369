import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleEvent, EventInput } from '@topup/contracts/console-catalog';
import { fromDateInput, toDateInput } from '../../shared/date-input.ts';
import { SelectField } from '../../shared/field.tsx';
import { moneyText, parseMoney } from '../../shared/money.ts';
import { MoneyField } from '../../shared/money-field.tsx';
import { CurrencyField } from './currency-field.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { EventTiersEditor } from './event-tiers-editor.tsx';
import { tierRowsOf, tiersInput, type EventKind } from './event-tiers.ts';
import { useSaveEvent } from './events-api.ts';
import { FormActions } from './form-actions.tsx';
import { KeyField } from './key-field.tsx';
import { TextsEditor } from './texts-editor.tsx';

const kinds: EventKind[] = ['cumulative', 'continuous'];

/**
 * Create or edit a top-up event of a game: its kind, names and descriptions per language, the
 * currency it counts in, its window (typed in local time) and its tiers. The server replaces the
 * tiers as a whole and refuses to drop one a player has claimed.
 */
export function EventForm({
  brand,
  game,
  editing,
  onDone,
}: {
  brand: ConsoleBrand;
  game: string;
  /** null: a new event. */
  editing: ConsoleEvent | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveEvent(brand.id, game);
  const [eventId, setEventId] = useState(editing?.event_id ?? '');
  const [kind, setKind] = useState<EventKind>(
    editing?.kind === 'continuous' ? 'continuous' : 'cumulative',
  );
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [descriptions, setDescriptions] = useState<Record<string, string>>(
    editing?.descriptions ?? {},
  );
  const [currency, setCurrency] = useState(editing?.currency ?? brand.defaultCurrency);
  const [minDaily, setMinDaily] = useState(
    moneyText(editing?.min_daily_minor ?? 0, editing?.currency ?? brand.defaultCurrency),
  );
  const [startsAt, setStartsAt] = useState(toDateInput(editing?.starts_at));
  const [endsAt, setEndsAt] = useState(toDateInput(editing?.ends_at));
  const [tiers, setTiers] = useState(() => tierRowsOf(editing));
  const [localError, setLocalError] = useState<string | null>(null);
  const currencies = brand.currencies.includes(currency)
    ? brand.currencies
    : [currency, ...brand.currencies];

  function submit(event: FormEvent) {
    event.preventDefault();
    const starts = fromDateInput(startsAt);
    const ends = fromDateInput(endsAt);
    const minDailyMinor = parseMoney(minDaily, currency);
    const tierList = tiersInput(tiers, kind, currency);
    if (!starts || !ends) {
      setLocalError(t('catalog.events.needWindow'));
      return;
    }
    if (minDailyMinor === null || tierList === null) {
      setLocalError(t('catalog.numbersAndAmounts'));
      return;
    }
    setLocalError(null);
    const body: EventInput = {
      kind,
      names,
      descriptions,
      currency,
      min_daily_minor: minDailyMinor,
      starts_at: starts,
      ends_at: ends,
      tiers: tierList,
    };
    save.mutate({ id: eventId.trim(), body }, { onSuccess: onDone });
  }

  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="event-form">
      <h2>
        {editing
          ? t('catalog.events.editTitle', { id: editing.event_id })
          : t('catalog.events.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <KeyField
          label={t('catalog.events.id')}
          value={eventId}
          onChange={setEventId}
          locked={editing !== null}
          testId="event-id"
        />
        <SelectField
          label={t('catalog.events.kind')}
          value={kind}
          onChange={(k) => setKind(k as EventKind)}
          testId="event-kind"
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`catalog.events.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <CurrencyField
          currencies={currencies}
          value={currency}
          onChange={setCurrency}
          testId="event-currency"
        />
        <MoneyField
          label={t('catalog.events.minDaily')}
          hint={t('catalog.events.minDailyHint')}
          currency={currency}
          value={minDaily}
          onChange={setMinDaily}
          testId="event-min-daily"
        />
        <DateRangeFields
          starts={startsAt}
          ends={endsAt}
          onStarts={setStartsAt}
          onEnds={setEndsAt}
          required
          testId="event"
        />
      </div>

      <TextsEditor
        legend={t('catalog.names')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="event-names"
      />
      <TextsEditor
        legend={t('catalog.descriptions')}
        languages={brand.languages}
        value={descriptions}
        onChange={setDescriptions}
        testId="event-descriptions"
        multiline
      />
      <EventTiersEditor
        rows={tiers}
        onChange={setTiers}
        kind={kind}
        currency={currency}
        languages={brand.languages}
      />

      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="event"
      />
    </form>
  );
}
