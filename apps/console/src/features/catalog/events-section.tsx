import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleEvent } from '@topup/contracts/console-catalog';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { EventForm } from './event-form.tsx';
import { useDeleteEvent, useEvents } from './events-api.ts';
import { nameOf } from './names.ts';

/** A game's top-up events: table with tiers, and the create/edit form in place of the table. */
export function EventsSection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const events = useEvents(brand.id, game);
  const remove = useDeleteEvent(brand.id);
  // undefined: the table; null: a new event; an event: editing it.
  const [editing, setEditing] = useState<ConsoleEvent | null | undefined>(undefined);

  const threshold = (e: ConsoleEvent, value: number) =>
    e.kind === 'cumulative'
      ? formatMoney(value, e.currency)
      : t('catalog.events.days', { count: value });

  if (editing !== undefined) {
    return (
      <EventForm
        key={editing?.event_id ?? 'new'}
        brand={brand}
        game={game}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  const list = events.data?.events ?? [];
  return (
    <section aria-labelledby="events-title">
      <div className="toolbar">
        <h2 id="events-title">{t('catalog.events.title')}</h2>
        {writable && (
          <button type="button" onClick={() => setEditing(null)} data-testid="event-create">
            {t('catalog.events.create')}
          </button>
        )}
      </div>
      <ErrorBox error={events.error ?? remove.error} testId="events-error" />
      <table className="table" data-testid="events-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.events.id')}</th>
            <th scope="col">{t('catalog.names')}</th>
            <th scope="col">{t('catalog.events.kind')}</th>
            <th scope="col">{t('catalog.events.window')}</th>
            <th scope="col">{t('catalog.events.tiers')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.event_id} data-testid={`event-row-${e.event_id}`}>
              <td>{e.event_id}</td>
              <td>{nameOf(e.names)}</td>
              <td>
                {t(`catalog.events.kinds.${e.kind}`, { defaultValue: e.kind })}
                {e.min_daily_minor > 0 &&
                  ` · ${t('catalog.events.minDailyShort', { amount: formatMoney(e.min_daily_minor, e.currency) })}`}
              </td>
              <td>
                {formatTime(e.starts_at)} – {formatTime(e.ends_at)}
              </td>
              <td>
                <ul className="plain-list">
                  {e.tiers.map((tier) => (
                    <li key={tier.tier}>
                      {t('catalog.events.tierLine', {
                        n: tier.tier,
                        threshold: threshold(e, tier.threshold),
                        amount: tier.reward_amount,
                        rewards: tier.rewards
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
                </ul>
              </td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing(e)}
                    data-testid={`event-edit-${e.event_id}`}
                  >
                    {t('catalog.edit')}
                  </button>{' '}
                  <ConfirmButton
                    label={t('catalog.delete')}
                    target={e.event_id}
                    question={t('catalog.events.deleteQuestion', { id: e.event_id })}
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate(e.event_id)}
                    testId={`event-delete-${e.event_id}`}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {events.data && list.length === 0 && <p className="muted">{t('catalog.events.empty')}</p>}
    </section>
  );
}
