import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/copy-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { parseMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useBrands } from '../catalog/catalog-api.ts';
import { ordersApi } from './orders-api.ts';

/** A make-up payment link for an account: the link is shown once (it holds its secret). */
export function MakeUpForm() {
  const { t } = useTranslation();
  const { staff, brand } = useStaff();
  const [form, setForm] = useState({
    tenant: brand,
    client_id: '',
    username: '',
    amount: '',
    currency: '',
  });
  const create = useMutation({ mutationFn: ordersApi.makeUp, meta: { confirm: false } });
  const brands = useBrands();
  const tenant = form.tenant || staff?.tenantIds[0] || '';
  const chosen = brands.data?.brands.find((b) => b.id === tenant);
  // The brand's own currency unless another of its currencies is picked.
  const currency = form.currency || chosen?.defaultCurrency || 'USD';
  const [amountError, setAmountError] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountMinor = parseMoney(form.amount, currency);
    setAmountError(amountMinor === null || amountMinor <= 0);
    if (amountMinor === null || amountMinor <= 0) return;
    create.mutate({
      tenant,
      client_id: form.client_id.trim(),
      username: form.username.trim(),
      amount_minor: amountMinor,
      currency,
    });
  }

  return (
    <form
      className="panel"
      onSubmit={submit}
      aria-labelledby="makeup-title"
      data-testid="makeup-form"
    >
      <h2 id="makeup-title">{t('orders.makeUp.title')}</h2>
      <div className="toolbar">
        <label className="field">
          <span>{t('orders.brand')}</span>
          <select
            value={form.tenant}
            onChange={(e) => setForm((f) => ({ ...f, tenant: e.target.value, currency: '' }))}
            data-testid="makeup-tenant"
          >
            {(staff?.tenantIds ?? []).map((id) => (
              <option key={id} value={id}>
                {/* The brand's name, as everywhere else (the id is the machine's). */}
                {brands.data?.brands.find((b) => b.id === id)?.name ?? id}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('orders.makeUp.clientId')}</span>
          <input
            required
            value={form.client_id}
            onChange={set('client_id')}
            data-testid="makeup-client-id"
          />
        </label>
        <label className="field">
          <span>{t('orders.makeUp.username')}</span>
          <input
            required
            value={form.username}
            onChange={set('username')}
            data-testid="makeup-username"
          />
        </label>
        <label className="field">
          <span>{t('orders.makeUp.currency')}</span>
          <select value={currency} onChange={set('currency')} data-testid="makeup-currency">
            {(chosen?.currencies ?? [currency]).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <MoneyField
          label={t('orders.makeUp.amount')}
          currency={currency}
          value={form.amount}
          onChange={(amount) => {
            setAmountError(false);
            setForm((f) => ({ ...f, amount }));
          }}
          hint={amountError ? t('orders.makeUp.amountNeeded') : undefined}
          testId="makeup-amount"
        />
        <button type="submit" disabled={create.isPending} data-testid="makeup-create">
          {t('orders.makeUp.create')}
        </button>
      </div>
      <ErrorBox error={create.error} testId="makeup-error" />
      {create.data && (
        <div className="secret-box" role="status" data-testid="makeup-link">
          <p>
            <strong>{t('orders.makeUp.shownOnce')}</strong>
          </p>
          <code>{create.data.url}</code>{' '}
          <CopyButton value={create.data.url} label={t('orders.makeUp.copy')} />
        </div>
      )}
    </form>
  );
}
