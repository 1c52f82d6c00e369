import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  DashboardTable,
  FailedRow,
  FunnelRow,
  LatencyRow,
  RevenueRow,
} from '@topup/contracts/console-dashboard';
import { formatCount, formatMoney, formatMs, formatPercent } from './format.ts';
import { csvUrl, type DashboardFilter } from './use-dashboard.ts';

export function CsvLink({ table, filter }: { table: DashboardTable; filter: DashboardFilter }) {
  const { t } = useTranslation();
  return (
    <a
      className="dash-csv"
      href={csvUrl(table, filter)}
      download
      data-testid={`dash-csv-${table}`}
      aria-label={t('dashboard.csvOf', { table: t(`dashboard.table.${table}`) })}
    >
      {t('dashboard.csv')}
    </a>
  );
}

function TableHead({
  title,
  table,
  filter,
}: {
  title: string;
  table: DashboardTable;
  filter: DashboardFilter;
}) {
  return (
    <div className="dash-table__head">
      <h3>{title}</h3>
      <CsvLink table={table} filter={filter} />
    </div>
  );
}

export function RevenueTable({
  table,
  rows,
  filter,
}: {
  table: DashboardTable;
  rows: RevenueRow[];
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  return (
    <div className="dash-table" data-testid={`dash-table-${table}`}>
      <TableHead title={t(`dashboard.table.${table}`)} table={table} filter={filter} />
      {rows.length === 0 ? (
        <p className="dash-empty">{t('dashboard.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t(`dashboard.key.${table}`)}</th>
              <th scope="col">{t('dashboard.col.currency')}</th>
              <th scope="col" className="num">
                {t('dashboard.col.orders')}
              </th>
              <th scope="col" className="num">
                {t('dashboard.col.paid')}
              </th>
              <th scope="col" className="num">
                {t('dashboard.col.revenue')}
              </th>
              <th scope="col" className="num">
                {t('dashboard.col.refunded')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.key}/${r.currency}`}>
                <td>{r.key}</td>
                <td>{r.currency}</td>
                <td className="num">{formatCount(r.orders)}</td>
                <td className="num">{formatCount(r.paid)}</td>
                <td className="num">{formatMoney(r.revenue_minor, r.currency)}</td>
                <td className="num">{formatMoney(r.refunded_minor, r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function FunnelTable({ rows, filter }: { rows: FunnelRow[]; filter: DashboardFilter }) {
  const { t } = useTranslation();
  return (
    <div className="dash-table">
      <TableHead title={t('dashboard.table.funnel')} table="funnel" filter={filter} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col.step')}</th>
            <th scope="col" className="num">
              {t('dashboard.col.count')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.col.conversion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.step} data-testid={`dash-funnel-${r.step}`}>
              <td>{t(`dashboard.step.${r.step}`)}</td>
              <td className="num">{formatCount(r.count)}</td>
              <td className="num">{formatPercent(r.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dash-note">{t('dashboard.funnelNote')}</p>
    </div>
  );
}

export function LatencyTable({ rows, filter }: { rows: LatencyRow[]; filter: DashboardFilter }) {
  const { t } = useTranslation();
  return (
    <div className="dash-table">
      <TableHead title={t('dashboard.table.latency')} table="latency" filter={filter} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col.brand')}</th>
            <th scope="col" className="num">
              {t('dashboard.col.delivered')}
            </th>
            <th scope="col" className="num">
              p50
            </th>
            <th scope="col" className="num">
              p95
            </th>
            <th scope="col" className="num">
              {t('dashboard.col.max')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.tenant}>
              <td>{r.tenant === '*' ? t('dashboard.allShown') : r.tenant}</td>
              <td className="num">{formatCount(r.delivered)}</td>
              <td className="num">{formatMs(r.p50_ms)}</td>
              <td className="num">{formatMs(r.p95_ms)}</td>
              <td className="num">{formatMs(r.max_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FailedTable({ rows, filter }: { rows: FailedRow[]; filter: DashboardFilter }) {
  const { t } = useTranslation();
  return (
    <div className="dash-table">
      <TableHead title={t('dashboard.table.failed')} table="failed" filter={filter} />
      {rows.length === 0 ? (
        <p className="dash-empty" data-testid="dash-failed-none">
          {t('dashboard.noFailed')}
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.col.order')}</th>
              <th scope="col">{t('dashboard.col.brand')}</th>
              <th scope="col">{t('dashboard.col.game')}</th>
              <th scope="col" className="num">
                {t('dashboard.col.amount')}
              </th>
              <th scope="col">{t('dashboard.col.paidAt')}</th>
              <th scope="col">{t('dashboard.col.error')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.billing_no} data-testid={`dash-failed-${r.billing_no}`}>
                <td>
                  <Link to={r.link}>{r.billing_no}</Link>
                </td>
                <td>{r.tenant}</td>
                <td>
                  {r.game_code} / {r.role_id}
                </td>
                <td className="num">{formatMoney(r.amount_minor, r.currency)}</td>
                <td>{r.paid_at ? r.paid_at.slice(0, 16).replace('T', ' ') : '—'}</td>
                <td className="dash-error">{r.error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
