import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../shared/error-text.tsx';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { AgreeingList, ReportCard, needsLook } from './report-card.tsx';
import { reconciliationApi, reportKeys, type ReportFilter } from './reconciliation-api.ts';
import './reconciliation.css';

type Search = { day: string; differences: boolean };
// What needs a person first: of ~270 reports a month most agree, so only those with differences
// are shown until the operator asks for all (issue 31).
const firstSearch: Search = { day: '', differences: true };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The daily comparison of each provider's transactions with our orders (issue 33): per brand,
 * provider and UTC day, what differs — paid there only (an expired order the comparison paid and
 * delivered, or one for a person), paid here only, amounts and statuses. orders:write may compare
 * a day now (again, or today so far). The shell's brand filter applies.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const { brand, can } = useStaff();
  const client = useQueryClient();
  const [form, setForm] = useState<Search>(firstSearch);
  const [search, setSearch] = useState<Search>(firstSearch);
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState('');
  const [day, setDay] = useState(today);
  const filter: ReportFilter = { tenant: brand, ...search, page };
  const reports = useQuery({
    queryKey: reportKeys.list(filter),
    queryFn: () => reconciliationApi.list(filter),
    placeholderData: keepPreviousData,
  });
  // Only reports with differences shown: how many others there are (the same day filter).
  const everyFilter: ReportFilter = { ...filter, differences: false, page: 1 };
  const every = useQuery({
    queryKey: reportKeys.list(everyFilter),
    queryFn: () => reconciliationApi.list(everyFilter),
    enabled: search.differences,
  });
  const hidden =
    search.differences && every.data && reports.data
      ? Math.max(0, every.data.total - reports.data.total)
      : 0;
  const compare = useMutation({
    meta: { confirm: false },
    mutationFn: (body: { tenant: string; provider: string; day: string }) =>
      reconciliationApi.compare(body),
    onSuccess: (_, body) => {
      // "The report below": the compared day's reports, all of them, whether they agree or not.
      const shown = { day: body.day, differences: false };
      setForm(shown);
      setSearch(shown);
      setPage(1);
      void client.invalidateQueries({ queryKey: reportKeys.all });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setSearch({ day: form.day.trim(), differences: form.differences });
  }

  function showAll() {
    setPage(1);
    setForm((f) => ({ ...f, differences: false }));
    setSearch((s) => ({ ...s, differences: false }));
  }

  function compareNow(event: FormEvent) {
    event.preventDefault();
    const [tenant, provider] = target.split('/');
    if (!tenant || !provider) return;
    compare.mutate({ tenant, provider, day });
  }

  const comparable = reports.data?.comparable ?? [];
  const items = reports.data?.items ?? [];
  // Those that need a look as cards, the ones that agree as one line each below them.
  const attention = items.filter(needsLook);
  const agreeing = items.filter((r) => !needsLook(r));
  const pages = reports.data
    ? Math.max(1, Math.ceil(reports.data.total / reports.data.page_size))
    : 1;
  const outcome = compare.data?.outcome;
  return (
    <section className="console-page" aria-labelledby="recon-title">
      <h1 id="recon-title">{t('nav.reconciliation')}</h1>
      <p className="muted">{t('reconciliation.intro')}</p>
      <form
        className="panel toolbar"
        onSubmit={submit}
        role="search"
        aria-label={t('reconciliation.filters')}
      >
        <Field
          label={t('reconciliation.day')}
          hint={t('reconciliation.dayHint')}
          value={form.day}
          maxLength={10}
          placeholder="2026-05-01"
          onChange={(value) => setForm((f) => ({ ...f, day: value }))}
        />
        <CheckField
          label={t('reconciliation.onlyDifferences')}
          checked={form.differences}
          onChange={(differences) => setForm((f) => ({ ...f, differences }))}
        />
        <button type="submit">{t('reconciliation.search')}</button>
      </form>
      {can('orders:write') && comparable.length > 0 && (
        <form
          className="panel toolbar"
          onSubmit={compareNow}
          aria-label={t('reconciliation.compareNow')}
        >
          <SelectField
            label={t('reconciliation.provider')}
            value={target}
            required
            onChange={setTarget}
            testId="compare-target"
          >
            <option value="">{t('reconciliation.choose')}</option>
            {comparable.map((c) => (
              <option key={`${c.tenant}/${c.provider}`} value={`${c.tenant}/${c.provider}`}>
                {t('reconciliation.target', { brand: c.brand_name, provider: c.provider_name })}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('reconciliation.day')}
            value={day}
            maxLength={10}
            onChange={setDay}
            testId="compare-day"
          />
          <button type="submit" disabled={compare.isPending}>
            {t('reconciliation.compareNow')}
          </button>
        </form>
      )}
      <ErrorBox error={compare.error} />
      {outcome && (
        <p role="status" data-testid="compare-outcome">
          {t(`reconciliation.outcomes.${outcome}`)}
        </p>
      )}
      <ErrorBox error={reports.error} />
      {reports.isPending && <p role="status">{t('app.loading')}</p>}
      {reports.data && items.length === 0 && (
        <p className="muted">
          {search.differences && hidden > 0
            ? t('reconciliation.onlyDifferencesNone')
            : t('reconciliation.none')}
        </p>
      )}
      {hidden > 0 && (
        <p className="toolbar" data-testid="recon-hidden">
          <span>{t('reconciliation.hidden', { count: hidden })}</span>
          <button type="button" className="secondary" onClick={showAll}>
            {t('reconciliation.showAll')}
          </button>
        </p>
      )}
      {attention.length > 0 && (
        <div className="recon-reports">
          {attention.map((report) => (
            <ReportCard key={`${report.tenant}/${report.provider}/${report.day}`} report={report} />
          ))}
        </div>
      )}
      {agreeing.length > 0 && <AgreeingList reports={agreeing} />}
      {pages > 1 && (
        <nav className="toolbar" aria-label={t('reconciliation.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('reconciliation.previous')}
          </button>
          <span>
            {t('reconciliation.pageOf', { page, pages, total: reports.data?.total ?? 0 })}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('reconciliation.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
