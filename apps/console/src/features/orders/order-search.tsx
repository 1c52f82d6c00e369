import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleOrderSearch } from '@topup/contracts/console-orders';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useBrands } from '../catalog/catalog-api.ts';
import { MakeUpForm } from './make-up-form.tsx';
import { ordersApi, ordersCsvUrl, ORDERS_CSV_MAX } from './orders-api.ts';
import { operatorLocale } from '../../shared/operator-locale.ts';

const fields = ['billing_no', 'account', 'role', 'provider'] as const;
const statuses = ['', 'created', 'pending', 'paid', 'delivered', 'failed', 'expired', 'refunded'];

/** Search form and results, newest first; the shell's brand filter applies. */
export function OrderSearch() {
  const { t } = useTranslation();
  const { brand, can } = useStaff();
  const [form, setForm] = useState<Record<string, string>>({});
  const [query, setQuery] = useState<ConsoleOrderSearch>({});
  const [page, setPage] = useState(1);
  const q: ConsoleOrderSearch = { ...query, page, ...(brand ? { tenant: brand } : {}) };
  const result = useQuery({
    queryKey: ['console', 'orders', q],
    queryFn: () => ordersApi.search(q),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) if (value.trim()) next[key] = value.trim();
    setPage(1);
    setQuery(next as ConsoleOrderSearch);
  }
  const set = (key: string) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const brands = useBrands();
  // The brand by its name (the id is the machine's), as the shell's filter shows it.
  const brandName = (id: string) => brands.data?.brands.find((b) => b.id === id)?.name ?? id;
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.page_size)) : 1;

  return (
    <section className="console-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('nav.orders')}</h1>
      <form className="panel toolbar" onSubmit={submit} data-testid="orders-search" role="search">
        {fields.map((key) => (
          <label className="field" key={key}>
            <span>{t(`orders.field.${key}`)}</span>
            <input value={form[key] ?? ''} onChange={set(key)} data-testid={`orders-${key}`} />
          </label>
        ))}
        <label className="field">
          <span>{t('orders.field.status')}</span>
          <select value={form.status ?? ''} onChange={set('status')} data-testid="orders-status">
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s ? t(`orders.status.${s}`) : t('orders.any')}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('orders.field.from')}</span>
          <input type="date" value={form.from ?? ''} onChange={set('from')} />
        </label>
        <label className="field">
          <span>{t('orders.field.to')}</span>
          <input type="date" value={form.to ?? ''} onChange={set('to')} />
        </label>
        <button type="submit" data-testid="orders-submit">
          {t('orders.search')}
        </button>
      </form>
      <ErrorBox error={result.error} />
      {result.data && result.data.total > 0 && (
        <p className="toolbar" data-testid="orders-export">
          {result.data.total <= ORDERS_CSV_MAX ? (
            // A plain GET: the session cookie authenticates the download.
            <a href={ordersCsvUrl({ ...query, ...(brand ? { tenant: brand } : {}) })} download>
              {t('orders.exportCsv', { count: result.data.total })}
            </a>
          ) : (
            <span className="muted">
              {t('orders.exportTooMany', { max: ORDERS_CSV_MAX.toLocaleString(operatorLocale()) })}
            </span>
          )}
        </p>
      )}
      {result.isPending && <p role="status">{t('app.loading')}</p>}
      {result.data &&
        (result.data.items.length === 0 ? (
          <p className="muted" data-testid="orders-none">
            {t('orders.none')}
          </p>
        ) : (
          <table className="table" data-testid="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.field.billing_no')}</th>
                <th scope="col">{t('orders.brand')}</th>
                <th scope="col">{t('orders.field.account')}</th>
                <th scope="col">{t('orders.field.role')}</th>
                <th scope="col">{t('orders.goods')}</th>
                <th scope="col">{t('orders.amount')}</th>
                <th scope="col">{t('orders.field.status')}</th>
                <th scope="col">{t('orders.created')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((o) => (
                <tr key={o.billing_no} data-testid="orders-row">
                  <td>
                    <Link to={encodeURIComponent(o.billing_no)}>{o.billing_no}</Link>
                  </td>
                  <td>{brandName(o.tenant)}</td>
                  <td>
                    {o.username} ({o.suid})
                  </td>
                  <td>
                    {o.role_name} ({o.role_id})
                  </td>
                  <td>{o.product_name}</td>
                  <td className="num">{formatMoney(o.amount_minor, o.currency)}</td>
                  <td>
                    {t(`orders.status.${o.status}`)}
                    {o.delivery_error ? ` · ${t('orders.deliveryFailed')}` : ''}
                  </td>
                  <td>{formatTime(o.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {pages > 1 && (
        <nav className="toolbar" aria-label={t('orders.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('orders.previous')}
          </button>
          <span>{t('orders.pageOf', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('orders.next')}
          </button>
        </nav>
      )}
      {can('orders:write') && <MakeUpForm />}
    </section>
  );
}
