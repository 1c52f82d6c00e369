import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/field.tsx';

/** The currency a form's amounts are in, from the list the caller allows (usually the brand's). */
export function CurrencyField({
  currencies,
  value,
  onChange,
  testId,
}: {
  currencies: readonly string[];
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('catalog.currency')} value={value} onChange={onChange} testId={testId}>
      {currencies.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
}
