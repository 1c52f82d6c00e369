import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  ConsoleDifference,
  ConsoleReconciliation,
} from '@topup/contracts/console-reconciliation';
import { formatInstant } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';

/** One side's money, or a dash where that side has none. */
function Money({ side }: { side: ConsoleDifference['ours'] }) {
  return <>{side ? formatMoney(side.amount_minor, side.currency) : '—'}</>;
}

/** One provider's report for one brand and day: its counts, then each difference. */
export function ReportCard({ report }: { report: ConsoleReconciliation }) {
  const { t } = useTranslation();
  const status = (s: string | null) =>
    s ? t(`reconciliation.status.${s}`, { defaultValue: s }) : '—';
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
                    {d.billing_no ? (
                      <Link to={`/orders/${encodeURIComponent(d.billing_no)}`}>{d.billing_no}</Link>
                    ) : (
                      t('reconciliation.noOrder')
                    )}
                  </td>
                  <td>
                    <Money side={d.ours} /> · {status(d.our_status)}
                  </td>
                  <td>
                    {d.amount_unknown ? (
                      t('reconciliation.amountUnknown')
                    ) : (
                      <Money side={d.theirs} />
                    )}{' '}
                    · {status(d.their_status)}
                  </td>
                  <td>
                    {d.settled
                      ? t(`reconciliation.settled.${d.settled}`, { defaultValue: d.settled })
                      : t('reconciliation.forAPerson')}
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
