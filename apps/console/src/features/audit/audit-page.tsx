import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useBrands } from '../catalog/catalog-api.ts';
import { staffApi } from '../staff/staff-api.ts';
import { auditApi, PAGE_SIZE, type AuditEntry } from './audit-api.ts';
import { auditDiff } from './audit-diff.ts';

type Filters = { staffId: string; action: string; from: string; to: string };
const noFilters: Filters = { staffId: '', action: '', from: '', to: '' };

/**
 * The action filter's choices: every action the log names in words (audit.actionName, nested by
 * the code's dots), by name in the operator's language; the value is the code the server filters.
 */
function actionChoices(names: unknown, language: string): { code: string; name: string }[] {
  const out: { code: string; name: string }[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') out.push({ code: path.join('.'), name: node });
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(names, []);
  return out.sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Owners: every change in their brands, who made it, and the values before and after. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const { brand } = useStaff();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const set = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const staff = useQuery({
    queryKey: ['console', 'staff', brand],
    queryFn: () => staffApi.list(brand),
  });
  const log = useQuery({
    queryKey: ['console', 'audit', brand, filters, page],
    queryFn: () => auditApi.list({ tenantId: brand, ...filters, page }),
    placeholderData: keepPreviousData,
  });
  const brands = useBrands();
  // Names for a person: the brand's name, and a staff member (a login's or an edit's target) by
  // email, not by the ids the log stores. Any other target (a product id, a code) is the operator's.
  const names = {
    brand: (id: string) => brands.data?.brands.find((b) => b.id === id)?.name ?? id,
    target: (id: string) => staff.data?.items.find((s) => s.id === id)?.email ?? id,
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / PAGE_SIZE)) : 1;

  return (
    <section className="console-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('nav.audit')}</h1>
      <div className="toolbar" role="search" aria-label={t('audit.filters')}>
        <label className="field">
          <span>{t('audit.staff')}</span>
          <select
            value={filters.staffId}
            onChange={(e) => set('staffId', e.target.value)}
            data-testid="audit-staff"
          >
            <option value="">{t('audit.anyone')}</option>
            {staff.data?.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.email}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('audit.action')}</span>
          <select
            value={filters.action}
            onChange={(e) => set('action', e.target.value)}
            data-testid="audit-action"
          >
            <option value="">{t('audit.anyAction')}</option>
            {actionChoices(t('audit.actionName', { returnObjects: true }), i18n.language).map(
              (a) => (
                <option key={a.code} value={a.code}>
                  {a.name}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="field">
          <span>{t('audit.from')}</span>
          <input
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
            data-testid="audit-from"
          />
        </label>
        <label className="field">
          <span>{t('audit.to')}</span>
          <input
            type="date"
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
            data-testid="audit-to"
          />
        </label>
      </div>
      <ErrorBox error={log.error} />
      {log.isPending && <p role="status">{t('app.loading')}</p>}
      {log.data &&
        (log.data.items.length === 0 ? (
          <p className="muted" data-testid="audit-empty">
            {t('audit.none')}
          </p>
        ) : (
          <table className="table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.staff')}</th>
                <th scope="col">{t('audit.brand')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} names={names} />
              ))}
            </tbody>
          </table>
        ))}
      {log.data && log.data.total > PAGE_SIZE && (
        <nav className="toolbar" aria-label={t('audit.pages')}>
          <button
            type="button"
            className="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            data-testid="audit-prev"
          >
            {t('audit.previous')}
          </button>
          <span data-testid="audit-page">{t('audit.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            data-testid="audit-next"
          >
            {t('audit.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

type Names = { brand(id: string): string; target(id: string): string };

function AuditRow({ entry, names }: { entry: AuditEntry; names: Names }) {
  const { t, i18n } = useTranslation();
  const lines = auditDiff(entry.before, entry.after, i18n.resolvedLanguage ?? 'en', {
    yes: t('catalog.yes'),
    no: t('catalog.no'),
    none: '—',
    // Values stored as codes, in the words the console uses for them elsewhere: a refund's reason
    // (ADR 0052) as the refund form's, a state as the order's or a code's, a payment's outcome.
    coded: (key, value) => {
      const words = {
        reason: [`orders.refundReason.${value}`],
        status: [`orders.status.${value}`, `catalog.codes.statuses.${value}`],
        outcome: [`audit.outcome.${value}`],
      }[key];
      const found = words?.find((k) => i18n.exists(k));
      return found ? t(found) : null;
    },
    field: (key) => (i18n.exists(`audit.field.${key}`) ? t(`audit.field.${key}`) : null),
  });
  return (
    <tr data-testid="audit-row">
      <td>{formatTime(entry.at)}</td>
      <td>{entry.staffEmail}</td>
      <td>{entry.tenantId === null ? '—' : names.brand(entry.tenantId)}</td>
      {/* The action in words; its code (what the action filter takes) in the tooltip. */}
      <td title={entry.action} data-action={entry.action}>
        {i18n.exists(`audit.actionName.${entry.action}`) ? (
          t(`audit.actionName.${entry.action}`)
        ) : (
          <code>{entry.action}</code>
        )}
      </td>
      <td>{names.target(entry.target)}</td>
      <td>
        {lines.length > 0 && (
          <ul className="audit-diff" aria-label={t('audit.change')}>
            {lines.map((line) => (
              <li key={line.key} data-testid="audit-line">
                {line.label && <span className="audit-diff__label">{line.label}: </span>}
                {line.before !== null && (
                  <>
                    <del>
                      <span className="visually-hidden">{t('audit.before')} </span>
                      {line.before}
                    </del>{' '}
                    <span aria-hidden="true">→ </span>
                  </>
                )}
                {line.after === null ? (
                  <em>{t('audit.removed')}</em>
                ) : (
                  <ins>
                    {line.before !== null && (
                      <span className="visually-hidden">{t('audit.after')} </span>
                    )}
                    {line.after}
                  </ins>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
