import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleMethod } from '@topup/contracts/console-catalog';
import { ErrorBox } from '../../shared/error-text.tsx';
import { Field } from '../../shared/field.tsx';
import { LocalizedName } from '../../shared/localized-name.tsx';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useMethods } from './catalog-api.ts';
import { methodCurrency } from './method-currency.ts';
import { MethodForm } from './method-form.tsx';

// 0 is "no bound" on the server.
const bound = (minor: number, currency: string) => (minor ? formatMoney(minor, currency) : '–');

/** Payment methods of a brand per country: a country filter, the table, the create/edit form. */
export function MethodsSection({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const [countryInput, setCountryInput] = useState('');
  const country = /^[A-Za-z]{2}$/.test(countryInput) ? countryInput.toUpperCase() : '';
  const methods = useMethods(brand.id, country);
  const [editing, setEditing] = useState<ConsoleMethod | null | undefined>(undefined);
  const list = methods.data?.methods ?? [];

  if (editing !== undefined) {
    return (
      <MethodForm
        key={editing ? `${editing.country}/${editing.method_key}` : 'new'}
        brand={brand}
        country={country}
        parents={list.filter((m) => m.parent_key === null)}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  return (
    <section aria-labelledby="methods-title">
      <div className="toolbar">
        <h2 id="methods-title">{t('catalog.methods.title')}</h2>
        <Field
          inline
          label={t('catalog.methods.country')}
          value={countryInput}
          maxLength={2}
          placeholder={t('catalog.methods.allCountries')}
          onChange={setCountryInput}
          testId="method-country-filter"
        />
        {writable && (
          <button type="button" onClick={() => setEditing(null)} data-testid="method-create">
            {t('catalog.methods.create')}
          </button>
        )}
      </div>
      <ErrorBox error={methods.error} />
      {/* Else an empty table while the list loads, which reads as "no methods". */}
      {methods.isPending && <p role="status">{t('app.loading')}</p>}
      <table className="table" data-testid="methods-table">
        <thead>
          <tr>
            <th>{t('catalog.methods.country')}</th>
            <th>{t('catalog.methods.key')}</th>
            <th>{t('catalog.names')}</th>
            <th>{t('catalog.methods.family')}</th>
            <th>{t('catalog.methods.bounds')}</th>
            <th>{t('catalog.sort')}</th>
            <th>{t('catalog.methods.coupon')}</th>
            <th>{t('catalog.active')}</th>
            {writable && <th aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((m) => (
            <tr
              key={`${m.country}/${m.method_key}`}
              data-testid={`method-row-${m.country}-${m.method_key}`}
            >
              <td>{m.country}</td>
              <td>
                {m.parent_key && '↳ '}
                {m.method_key}
              </td>
              <td>
                <LocalizedName names={m.names} />
              </td>
              <td>{m.family_id}</td>
              <td data-testid={`method-bounds-${m.country}-${m.method_key}`}>
                {bound(m.min_money, methodCurrency(brand, m.areas))} …{' '}
                {bound(m.max_money, methodCurrency(brand, m.areas))}
              </td>
              <td>{m.sort}</td>
              <td>{m.open_coupon ? t('catalog.yes') : t('catalog.no')}</td>
              <td>{m.active ? t('catalog.yes') : t('catalog.no')}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing(m)}
                    data-testid={`method-edit-${m.country}-${m.method_key}`}
                  >
                    {t('catalog.edit')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {methods.data && list.length === 0 && <p className="muted">{t('catalog.methods.empty')}</p>}
    </section>
  );
}
