import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import type { ConsoleDailyCalendar } from '@topup/contracts/console-daily-rewards';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useDailyCalendars } from './daily-api.ts';
import { DailyForm } from './daily-form.tsx';
import { nameOf } from './names.ts';

/** A game's daily reward calendars (issue 18): table with days, the form in place of the table. */
export function DailySection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const calendars = useDailyCalendars(brand.id, game);
  // undefined: the table; null: a new calendar; a calendar: editing it.
  const [editing, setEditing] = useState<ConsoleDailyCalendar | null | undefined>(undefined);

  if (editing !== undefined) {
    return (
      <DailyForm
        key={editing?.calendar_id ?? 'new'}
        brand={brand}
        game={game}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  const list = calendars.data?.calendars ?? [];
  return (
    <section aria-labelledby="daily-title">
      <div className="toolbar">
        <h2 id="daily-title">{t('catalog.daily.title')}</h2>
        {writable && (
          <button type="button" onClick={() => setEditing(null)} data-testid="daily-create">
            {t('catalog.daily.create')}
          </button>
        )}
      </div>
      <ErrorBox error={calendars.error} testId="daily-error" />
      <table className="table" data-testid="daily-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.daily.id')}</th>
            <th scope="col">{t('catalog.names')}</th>
            <th scope="col">{t('catalog.events.window')}</th>
            <th scope="col">{t('catalog.daily.steps')}</th>
            <th scope="col">{t('catalog.daily.claims')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr key={c.calendar_id} data-testid={`daily-row-${c.calendar_id}`}>
              <td>{c.calendar_id}</td>
              <td>{nameOf(c.names)}</td>
              <td>
                {formatTime(c.starts_at)} – {formatTime(c.ends_at)}
                <br />
                <small className="muted">
                  {t('catalog.daily.resetShort', { hour: c.reset_hour, zone: c.time_zone })}
                </small>
              </td>
              <td>
                <ol className="plain-list">
                  {c.steps.map((s) => (
                    <li key={s.step}>
                      {t('catalog.daily.stepLine', {
                        n: s.step,
                        amount: s.reward_amount,
                        rewards: s.rewards
                          .map((r) =>
                            t('catalog.events.rewardLine', {
                              name: nameOf(r.names),
                              quantity: r.quantity,
                            }),
                          )
                          .join(', '),
                      })}
                    </li>
                  ))}
                </ol>
              </td>
              <td>{c.claims}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing(c)}
                    data-testid={`daily-edit-${c.calendar_id}`}
                  >
                    {t('catalog.edit')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {calendars.data && list.length === 0 && <p className="muted">{t('catalog.daily.empty')}</p>}
    </section>
  );
}
