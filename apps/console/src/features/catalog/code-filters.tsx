import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeStatusSchema } from '@topup/contracts/console-codes';
import { Field, SelectField } from '../../shared/field.tsx';
import type { CodeFilter } from './catalog-api.ts';

const statuses = codeStatusSchema.options;

/**
 * The filter of a card or gift-code list: the state applies at once, the search text when sent
 * (Enter or the button), so typing does not ask the server at every key.
 */
export function CodeFilters({
  value,
  onChange,
  searchLabel,
  searchHint,
  testId,
}: {
  value: CodeFilter;
  onChange(next: CodeFilter): void;
  searchLabel: string;
  searchHint: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(value.q);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, q: q.trim() });
  }
  return (
    <form className="toolbar" role="search" onSubmit={submit} data-testid={testId}>
      <SelectField
        inline
        label={t('catalog.codes.status')}
        value={value.status}
        onChange={(status) => onChange({ status: status as CodeFilter['status'], q: q.trim() })}
        testId={`${testId}-status`}
      >
        <option value="">{t('catalog.codes.anyStatus')}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t(`catalog.codes.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
      <Field
        inline
        type="search"
        label={searchLabel}
        hint={searchHint}
        value={q}
        maxLength={32}
        onChange={setQ}
        testId={`${testId}-q`}
      />
      <button type="submit" className="secondary" data-testid={`${testId}-search`}>
        {t('catalog.codes.search')}
      </button>
    </form>
  );
}
