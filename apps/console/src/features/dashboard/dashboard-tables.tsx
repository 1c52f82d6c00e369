import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  DashboardNames,
  DashboardTable,
  FailedRow,
  FunnelRow,
  LatencyRow,
  RevenueRow,
} from '@topup/contracts/console-dashboard';
import { formatAmount } from '../../shared/money.ts';
import { formatCount, formatMoney, formatMs, formatPercent } from './format.ts';
import { keyName } from './names.ts';
import { csvUrl, type DashboardFilter } from './use-dashboard.ts';
import { timeIn } from './zone.ts';

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

/**
 * A titled table with its CSV link. The table scrolls sideways inside its own box only when the
 * box is narrower than its columns (a last resort: the page's grid wraps first), and the box can
 * take focus so that a keyboard can scroll it too.
 */
function TableBox({
  table,
  filter,
  testId,
  children,
}: {
  table: DashboardTable;
  filter: DashboardFilter;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`dashboard.table.${table}`);
  return (
    <div className="dash-table" data-testid={testId}>
      <div className="dash-table__head">
        <h3>{title}</h3>
        <CsvLink table={table} filter={filter} />
      </div>
      <div className="dash-table__scroll" tabIndex={0} role="region" aria-label={title}>
        {children}
      </div>
    </div>
  );
}

/**
 * A row's key as its name in the operator's language. The key itself (a brand's or method's id)
 * is never shown: support finds a method by its name in the catalog too.
 */
function KeyCell({
  table,
  value,
  names,
}: {
  table: DashboardTable;
  value: string;
  names: DashboardNames;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const named = keyName(table, value, names, lang, t('dashboard.noCountry'));
  return (
    <th scope="row" className="dash-key">
      <span lang={named.lang && named.lang !== lang ? named.lang : undefined} dir="auto">
        {named.name}
      </span>
    </th>
  );
}

export function RevenueTable({
  table,
  rows,
  names,
  filter,
}: {
  table: DashboardTable;
  rows: RevenueRow[];
  names: DashboardNames;
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  return (
    <TableBox table={table} filter={filter} testId={`dash-table-${table}`}>
      {rows.length === 0 ? (
        <p className="dash-empty">{t('dashboard.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t(`dashboard.key.${table}`)}</th>
              {/* A row per key and currency: amounts of two currencies are never one sum. */}
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
              <tr key={`${r.key}/${r.currency}`} data-testid={`dash-row-${table}-${r.key}`}>
                <KeyCell table={table} value={r.key} names={names} />
                <td>{r.currency}</td>
                <td className="num">{formatCount(r.orders)}</td>
                <td className="num">{formatCount(r.paid)}</td>
                <td className="num">{formatAmount(r.revenue_minor, r.currency)}</td>
                <td className="num">{formatAmount(r.refunded_minor, r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableBox>
  );
}

export function FunnelTable({ rows, filter }: { rows: FunnelRow[]; filter: DashboardFilter }) {
  const { t } = useTranslation();
  return (
    <TableBox table="funnel" filter={filter}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.col.step')}</th>
            <th scope="col" className="num">
              {t('dashboard.col.visits')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.col.conversion')}
            </th>
            <th scope="col" className="num">
              {t('dashboard.col.ofVisits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.step} data-testid={`dash-funnel-${r.step}`}>
              <th scope="row" className="dash-key">
                {t(`dashboard.step.${r.step}`)}
              </th>
              <td className="num">{formatCount(r.count)}</td>
              <td className="num">{formatPercent(r.conversion)}</td>
              <td className="num">
                {formatPercent(rows[0]?.count ? r.count / rows[0].count : null)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dash-note">{t('dashboard.funnelNote')}</p>
    </TableBox>
  );
}

export function LatencyTable({
  rows,
  names,
  filter,
}: {
  rows: LatencyRow[];
  names: DashboardNames;
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  return (
    <TableBox table="latency" filter={filter}>
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
              {r.tenant === '*' ? (
                <th scope="row" className="dash-key">
                  {t('dashboard.allShown')}
                </th>
              ) : (
                <KeyCell table="latency" value={r.tenant} names={names} />
              )}
              <td className="num">{formatCount(r.delivered)}</td>
              <td className="num">{formatMs(r.p50_ms)}</td>
              <td className="num">{formatMs(r.p95_ms)}</td>
              <td className="num">{formatMs(r.max_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

export function FailedTable({
  rows,
  names,
  filter,
}: {
  rows: FailedRow[];
  names: DashboardNames;
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  return (
    <TableBox table="failed" filter={filter}>
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
              <th scope="col">{t('dashboard.col.paidAt', { zone: filter.tz })}</th>
              <th scope="col">{t('dashboard.col.error')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.billing_no} data-testid={`dash-failed-${r.billing_no}`}>
                <th scope="row" className="dash-key">
                  <Link to={r.link}>{r.billing_no}</Link>
                </th>
                <td>{keyName('failed', r.tenant, names, 'en', '').name}</td>
                <td>
                  {r.game_code} / {r.role_id}
                </td>
                <td className="num">{formatMoney(r.amount_minor, r.currency)}</td>
                <td className="nowrap">{timeIn(r.paid_at, filter.tz)}</td>
                <td className="dash-error">{r.error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableBox>
  );
}
