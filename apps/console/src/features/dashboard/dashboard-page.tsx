import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, RevenueRow } from '@topup/contracts/console-dashboard';
import { errorMessage } from '../../shared/error-text.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { BarChart } from './chart-canvas.tsx';
import { FailedTable, FunnelTable, LatencyTable, RevenueTable } from './dashboard-tables.tsx';
import {
  defaultRange,
  chartLanguage,
  formatCount,
  formatMoney,
  formatMs,
  formatPercent,
  toMajor,
} from './format.ts';
import { useDashboard, type DashboardFilter } from './use-dashboard.ts';
import { browserZone, savedZone, saveZone, zoneChoices } from './zone.ts';
import './dashboard.css';

/** Sums per currency (never across currencies). */
function totalsByCurrency(rows: RevenueRow[]) {
  const totals = new Map<string, { revenue: number; orders: number; paid: number }>();
  for (const r of rows) {
    const t = totals.get(r.currency) ?? { revenue: 0, orders: 0, paid: 0 };
    t.revenue += r.revenue_minor;
    t.orders += r.orders;
    t.paid += r.paid;
    totals.set(r.currency, t);
  }
  return [...totals].sort((a, b) => b[1].revenue - a[1].revenue);
}

function Tile({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="dash-tile" data-testid={testId}>
      <div className="dash-tile__label">{label}</div>
      <div className="dash-tile__value">{children}</div>
    </div>
  );
}

function Kpis({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const totals = totalsByCurrency(data.by_brand);
  const orders = data.by_brand.reduce((n, r) => n + r.orders, 0);
  const paid = data.by_brand.reduce((n, r) => n + r.paid, 0);
  const visits = data.funnel[0]?.count ?? 0;
  const paidVisits = data.funnel.find((s) => s.step === 'paid')?.count ?? 0;
  const all = data.latency[0];
  return (
    <div className="dash-tiles">
      <Tile label={t('dashboard.kpi.revenue')} testId="dash-kpi-revenue">
        {totals.length === 0
          ? '—'
          : totals.map(([currency, v]) => (
              <div key={currency}>{formatMoney(v.revenue, currency)}</div>
            ))}
      </Tile>
      <Tile label={t('dashboard.kpi.orders')} testId="dash-kpi-orders">
        {formatCount(paid)} / {formatCount(orders)}
        <div className="dash-tile__hint">{t('dashboard.kpi.ordersHint')}</div>
      </Tile>
      <Tile label={t('dashboard.kpi.conversion')} testId="dash-kpi-conversion">
        {formatPercent(visits === 0 ? null : paidVisits / visits)}
        <div className="dash-tile__hint">
          {t('dashboard.kpi.conversionHint', {
            paid: formatCount(paidVisits),
            visits: formatCount(visits),
          })}
        </div>
      </Tile>
      <Tile label={t('dashboard.kpi.latency')} testId="dash-kpi-latency">
        {formatMs(all?.p50_ms ?? null)} / {formatMs(all?.p95_ms ?? null)}
      </Tile>
      <Tile label={t('dashboard.kpi.failed')} testId="dash-kpi-failed">
        <span className={data.failed.length > 0 ? 'dash-bad' : undefined}>
          {formatCount(data.failed.length)}
        </span>
      </Tile>
    </div>
  );
}

function RevenueChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const currencies = totalsByCurrency(data.by_day).map(([c]) => c);
  const [picked, setPicked] = useState('');
  const currency = currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const config = useMemo(() => {
    const rows = data.by_day.filter((r) => r.currency === currency);
    return {
      type: 'bar' as const,
      data: {
        labels: rows.map((r) => r.key),
        datasets: [
          {
            label: t('dashboard.chart.revenueOf', { currency }),
            data: rows.map((r) => toMajor(r.revenue_minor, currency)),
            backgroundColor: '#2f5fd0',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false as const,
        ...chartLanguage(),
      },
    };
  }, [data.by_day, currency, t]);
  if (currencies.length === 0) return null;
  return (
    <div className="dash-chart-box">
      <label className="dash-field">
        <span>{t('dashboard.currency')}</span>
        <select
          value={currency}
          onChange={(e) => setPicked(e.target.value)}
          data-testid="dash-currency"
        >
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <BarChart
        config={config}
        label={t('dashboard.chart.revenueOf', { currency })}
        testId="dash-chart-revenue"
      />
    </div>
  );
}

function FunnelChart({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: data.funnel.map((s) => t(`dashboard.step.${s.step}`)),
        datasets: [
          {
            label: t('dashboard.table.funnel'),
            data: data.funnel.map((s) => s.count),
            backgroundColor: '#067647',
          },
        ],
      },
      options: {
        indexAxis: 'y' as const,
        responsive: true,
        maintainAspectRatio: false,
        animation: false as const,
        ...chartLanguage(),
      },
    }),
    [data.funnel, t],
  );
  return (
    <BarChart config={config} label={t('dashboard.table.funnel')} testId="dash-chart-funnel" />
  );
}

/** Revenue, funnel, delivery latency and failed deliveries of the brands in the shell's filter. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { brand } = useStaff();
  const [tz, setTz] = useState(savedZone);
  const [range, setRange] = useState(() => defaultRange(new Date(), tz));
  const filter: DashboardFilter = { tenant: brand, ...range, tz };
  const query = useDashboard(filter);
  const data = query.data;
  const browser = browserZone();
  const pickZone = (zone: string) => {
    // "The last 30 days" stays the last 30 days of the new zone (today may be another date there);
    // dates the operator picked stay as picked.
    const before = defaultRange(new Date(), tz);
    setRange((r) =>
      r.from === before.from && r.to === before.to ? defaultRange(new Date(), zone) : r,
    );
    setTz(zone);
    saveZone(zone);
  };

  return (
    <section className="console-page dash" aria-labelledby="dash-title">
      <h1 id="dash-title">{t('dashboard.title')}</h1>
      <form className="dash-filters" onSubmit={(e) => e.preventDefault()}>
        <label className="dash-field">
          <span>{t('dashboard.from')}</span>
          <input
            type="date"
            value={range.from}
            max={range.to}
            required
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            data-testid="dash-from"
          />
        </label>
        <label className="dash-field">
          <span>{t('dashboard.to')}</span>
          <input
            type="date"
            value={range.to}
            min={range.from}
            required
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            data-testid="dash-to"
          />
        </label>
        <label className="dash-field">
          <span>{t('dashboard.zone')}</span>
          <select value={tz} onChange={(e) => pickZone(e.target.value)} data-testid="dash-zone">
            {zoneChoices(tz, browser).map((zone) => (
              <option key={zone} value={zone}>
                {zone === browser && zone !== 'UTC' ? t('dashboard.browserZone', { zone }) : zone}
              </option>
            ))}
          </select>
        </label>
        <p className="dash-note dash-days" data-testid="dash-days">
          {t('dashboard.daysIn', { zone: data?.range.tz ?? tz })}
        </p>
        <p className="dash-note">
          {t('dashboard.scope', { brand: brand || t('shell.allBrands') })}
        </p>
      </form>

      {query.isError ? (
        <p className="error-box" role="alert" data-testid="dash-error">
          {t('app.loadFailed', { message: errorMessage(query.error) })}{' '}
          <button type="button" className="secondary" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        </p>
      ) : null}
      {!data ? (
        query.isPending ? (
          <p className="console-loading" role="status">
            {t('app.loading')}
          </p>
        ) : null
      ) : (
        <div aria-busy={query.isFetching}>
          <Kpis data={data} />

          <section data-testid="dash-revenue" aria-labelledby="dash-revenue-title">
            <h2 id="dash-revenue-title">{t('dashboard.revenue')}</h2>
            <RevenueChart data={data} />
            <div className="dash-grid">
              {(
                [
                  ['by-brand', data.by_brand],
                  ['by-method', data.by_method],
                  ['by-country', data.by_country],
                  ['by-day', data.by_day],
                ] as const
              ).map(([table, rows]) => (
                <RevenueTable
                  key={table}
                  table={table}
                  rows={rows}
                  names={data.names}
                  filter={filter}
                />
              ))}
            </div>
          </section>

          <section data-testid="dash-funnel" aria-labelledby="dash-funnel-title">
            <h2 id="dash-funnel-title">{t('dashboard.funnel')}</h2>
            <FunnelChart data={data} />
            <FunnelTable rows={data.funnel} filter={filter} />
          </section>

          <section data-testid="dash-latency" aria-labelledby="dash-latency-title">
            <h2 id="dash-latency-title">{t('dashboard.latency')}</h2>
            <LatencyTable rows={data.latency} names={data.names} filter={filter} />
          </section>

          <section data-testid="dash-failed" aria-labelledby="dash-failed-title">
            <h2 id="dash-failed-title">{t('dashboard.failed')}</h2>
            <FailedTable rows={data.failed} names={data.names} filter={filter} />
          </section>
        </div>
      )}
    </section>
  );
}
