import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ageBands,
  capPeriods,
  type AgeBand,
  type CapPeriod,
  type CapsSettings,
  type SpendingCaps as Caps,
} from '@topup/contracts/spending-caps';
import { ApiError } from '../../../shared/api-client/api-error.ts';
import { useLoadFailure } from '../../../shared/api-client/use-load-failure.ts';
import { currencyDecimals, formatMinor, toMinorUnits } from '../../../shared/format/money.ts';
import { formatTimestamp } from '../../../shared/format/time.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { capsTextFiles } from './caps-texts.ts';
import { CAPS_PATH, saveCapsPin, saveSpendingCaps, spendingCapsQuery } from './caps-api.ts';
import { CapsPinForm } from './caps-pin-form.tsx';
import './spending-caps.css';
import { PinRow } from './pin-row.tsx';

/** Minor units as the amount a player types (major units, no symbol): 12.5 USD → "12.50". */
const asInput = (minor: number | null, currency: string) =>
  minor === null
    ? ''
    : (minor / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency));

/** The typed amounts as caps: empty is no cap; null when one is not a positive amount. */
function parseCaps(fields: Record<CapPeriod, string>, currency: string) {
  const out = {} as Record<CapPeriod, number | null>;
  for (const period of capPeriods) {
    const text = fields[period].trim();
    if (text === '') {
      out[period] = null;
      continue;
    }
    const minor = toMinorUnits(text, currencyDecimals(currency));
    if (minor === null || minor <= 0) return null;
    out[period] = minor;
  }
  return out;
}

type Status = { ok: boolean; text: string } | null;
type FormProps = { caps: Caps; clientId: string; status: Status; setStatus: (s: Status) => void };

function CapsForm({ caps, clientId, status, setStatus }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Record<CapPeriod, string>>(() => ({
    daily: asInput(caps.daily, caps.currency),
    weekly: asInput(caps.weekly, caps.currency),
    monthly: asInput(caps.monthly, caps.currency),
  }));
  const [coolingOff, setCoolingOff] = useState(caps.cooling_off);
  const [ageBand, setAgeBand] = useState<AgeBand | null>(caps.age_band);
  const [pin, setPin] = useState('');
  const money = (minor: number | null) =>
    minor === null ? t('caps.none') : formatMinor(minor, caps.currency);
  const shown = (next: Caps) =>
    queryClient.setQueryData(spendingCapsQuery(clientId).queryKey, next);

  const save = async () => {
    const parsed = parseCaps(fields, caps.currency);
    if (!parsed) return setStatus({ ok: false, text: t('caps.invalid') });
    const settings: CapsSettings = { ...parsed, age_band: ageBand, cooling_off: coolingOff };
    try {
      const next = await saveSpendingCaps(clientId, settings, pin);
      setPin('');
      setStatus({ ok: true, text: next.pending ? t('caps.savedPending') : t('caps.saved') });
      shown(next);
    } catch (err) {
      setStatus({ ok: false, text: err instanceof ApiError ? err.msg : String(err) });
    }
  };

  return (
    <form
      className="caps__form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {capPeriods.map((period) => (
        <div className="caps__row" key={period}>
          <label htmlFor={`${id}-${period}`}>{t(`caps.${period}`)}</label>
          <input
            className="caps__input"
            id={`${id}-${period}`}
            inputMode="decimal"
            dir="ltr"
            placeholder={t('caps.none')}
            value={fields[period]}
            onChange={(e) => setFields({ ...fields, [period]: e.target.value })}
          />
          <span className="caps__spent">
            {t('caps.spent', { spent: formatMinor(caps.spent[period], caps.currency) })}
          </span>
        </div>
      ))}
      <p className="caps__hint">{t('caps.currencyNote', { currency: caps.currency })}</p>
      {caps.jp_age_limits && (
        <div className="caps__row">
          <label htmlFor={`${id}-age`}>{t('caps.ageBand')}</label>
          <select
            className="caps__input"
            id={`${id}-age`}
            value={ageBand ?? ''}
            onChange={(e) => setAgeBand((e.target.value || null) as AgeBand | null)}
          >
            <option value="">{t('caps.ageNone')}</option>
            {ageBands.map((band) => (
              <option key={band} value={band}>
                {t(`caps.age.${band}`)}
              </option>
            ))}
          </select>
          {caps.age_monthly_limit !== null && (
            <span className="caps__spent">
              {t('caps.ageLimit', { limit: money(caps.age_monthly_limit) })}
            </span>
          )}
        </div>
      )}
      <label className="caps__check">
        <input
          type="checkbox"
          checked={coolingOff}
          onChange={(e) => setCoolingOff(e.target.checked)}
        />
        {t('caps.coolingOff')}
      </label>
      <p className="caps__hint">{t('caps.coolingOffNote')}</p>
      {caps.pending && (
        <p className="caps__pending" role="status">
          {t('caps.pending', {
            time: formatTimestamp(new Date(caps.pending.effective_at * 1000).toISOString()),
          })}{' '}
          {capPeriods
            .map((period) => `${t(`caps.${period}`)}: ${money(caps.pending![period])}`)
            .join(' · ')}
        </p>
      )}
      {caps.pin_set && <PinRow label={t('caps.pin')} value={pin} onChange={setPin} />}
      {status && (
        <p className={status.ok ? 'caps__ok' : 'caps__error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button">
        {t('caps.save')}
      </button>
    </form>
  );
}

/** My → Spending limits (issue 18): caps per day, week and month, cooling-off, guardian PIN. */
export function SpendingCaps({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const ready = useFeatureTexts(capsTextFiles, 'caps');
  const options = spendingCapsQuery(clientId);
  const query = useQuery(options);
  const failure = useLoadFailure(query, CAPS_PATH, options.queryKey);
  const queryClient = useQueryClient();
  // Kept here: the form is re-mounted with each saved answer and must still say how it went.
  const [status, setStatus] = useState<Status>(null);
  if (!ready) return null;
  const caps = query.data;
  let body;
  if (failure.failed) body = <LoadError onRetry={failure.retry} />;
  else if (!caps) body = <Skeleton />;
  else
    body = (
      <>
        {/* Re-mounted with the saved answer, so the fields show what the server now holds. */}
        <CapsForm
          key={JSON.stringify(caps)}
          caps={caps}
          clientId={clientId}
          status={status}
          setStatus={setStatus}
        />
        <CapsPinForm
          pinSet={caps.pin_set}
          onSave={async (pin, newPin) => {
            const next = await saveCapsPin(clientId, pin, newPin);
            queryClient.setQueryData(options.queryKey, next);
          }}
        />
      </>
    );
  return (
    <section className="caps" aria-labelledby={headingId}>
      <h2 id={headingId} className="my__heading">
        {t('caps.title')}
      </h2>
      {body}
    </section>
  );
}
