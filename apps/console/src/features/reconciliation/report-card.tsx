import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  ConsoleDifference,
  ConsoleReconciliation,
} from '@topup/contracts/console-reconciliation';
import { formatInstant } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';

/**
 * One side's money and status as words: "$4.99 · paid", "waiting for payment" (no money on that
 * side), or "Nothing there" when the side has neither.
 */
function Side({ money, status }: { money: ConsoleDifference['ours']; status: string | null }) {
  const { t } = useTranslation();
  const parts = [money ? formatMoney(money.amount_minor, money.currency) : null, status].filter(
    (p): p is string => !!p,
  );
  return <>{parts.length ? parts.join(' · ') : t('reconciliation.nothingThere')}</>;
}

/** A payment the provider took under a reference for which no order exists here at all. */
const noOrderHere = (d: ConsoleDifference) => d.kind === 'paid-there-only' && d.our_status === null;

/** A report a person should read: it found differences, failed, or has not finished. */
export const needsLook = (r: ConsoleReconciliation) =>
  r.differences.length > 0 || r.status !== 'done' || !!r.error;

/** Reports that found every payment alike on both sides: one line each, no card. */
export function AgreeingList({ reports }: { reports: ConsoleReconciliation[] }) {
  const { t } = useTranslation();
  return (
    <section className="panel recon-agreeing" aria-labelledby="recon-agreeing-title">
      <h2 id="recon-agreeing-title">{t('reconciliation.agreeingTitle')}</h2>
      <ul>
        {reports.map((r) => (
          <li
            key={`${r.tenant}/${r.provider}/${r.day}`}
            data-testid={`report-${r.tenant}-${r.provider}-${r.day}`}
          >
            <strong>
              {t('reconciliation.title', {
                provider: r.provider_name,
                brand: r.brand_name,
                day: r.day,
              })}
            </strong>
            {' · '}
            {t('reconciliation.counts', { listed: r.listed_count, ours: r.ours_count })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One provider's report for one brand and day: its counts, then each difference. */
export function ReportCard({ report }: { report: ConsoleReconciliation }) {
  const { t } = useTranslation();
  const status = (s: string | null) =>
    s ? t(`reconciliation.status.${s}`, { defaultValue: s }) : null;
  const testId = `report-${report.tenant}-${report.provider}-${report.day}`;
  return (
    <article className="panel" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`}>
        {t('reconciliation.title', {
          provider: report.provider_name,
          brand: report.brand_name,
          day: report.day,
        })}
      </h2>
      <p className="muted">
        {t(`reconciliation.state.${report.status}`, { defaultValue: report.status })}
        {' · '}
        {t(`reconciliation.source.${report.source}`)}
        {' · '}
        {t('reconciliation.counts', { listed: report.listed_count, ours: report.ours_count })}
        {report.finished_at &&
          ` · ${t('reconciliation.finished', { at: formatInstant(report.finished_at) })}`}
      </p>
      {report.error && <p className="recon-problem">{report.error}</p>}
      {report.status === 'done' && report.differences.length === 0 && (
        <p>{t('reconciliation.agree')}</p>
      )}
      {report.differences.length > 0 && (
        <div
          className="recon-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('reconciliation.differences')}
        >
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.difference')}</th>
                <th scope="col">{t('reconciliation.order')}</th>
                <th scope="col">{t('reconciliation.ours')}</th>
                <th scope="col">
                  {t('reconciliation.theirs', { provider: report.provider_name })}
                </th>
                <th scope="col">{t('reconciliation.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {report.differences.map((d, i) => (
                <tr
                  key={`${d.kind}-${d.billing_no ?? i}`}
                  data-testid={`difference-${d.billing_no ?? i}`}
                >
                  <td>{t(`reconciliation.kind.${d.kind}`)}</td>
                  <td>
                    {d.billing_no && !noOrderHere(d) ? (
                      <Link to={`/orders/${encodeURIComponent(d.billing_no)}`}>{d.billing_no}</Link>
                    ) : (
                      // The reference the provider kept leads to no order: shown, not linked.
                      (d.billing_no ?? t('reconciliation.noOrder'))
                    )}
                  </td>
                  <td>
                    {noOrderHere(d) ? (
                      <strong>{t('reconciliation.noOrderHere')}</strong>
                    ) : (
                      <Side money={d.ours} status={status(d.our_status)} />
                    )}
                  </td>
                  <td>
                    {d.amount_unknown ? (
                      `${t('reconciliation.amountUnknown')} · ${status(d.their_status) ?? ''}`
                    ) : (
                      <Side money={d.theirs} status={status(d.their_status)} />
                    )}
                  </td>
                  <td>
                    {d.settled ? (
                      t(`reconciliation.settled.${d.settled}`, { defaultValue: d.settled })
                    ) : (
                      <>
                        <strong>{t('reconciliation.forAPerson')}</strong>
                        <br />
                        {noOrderHere(d)
                          ? t('reconciliation.todo.noOrderHere', {
                              provider: report.provider_name,
                              ref: d.provider_ref ?? d.billing_no ?? '',
                            })
                          : t(`reconciliation.todo.${d.kind}`, { provider: report.provider_name })}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
