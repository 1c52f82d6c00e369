import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { minorDigits, parseMoney } from './money.ts';

/**
 * An amount typed in major units of `currency` ("4.99"); the form converts it with parseMoney.
 * Says at once when the text is not an amount of that currency (too many digits after the point).
 */
export function MoneyField({
  label,
  currency,
  value,
  onChange,
  inline,
  hint,
  testId,
}: {
  label: string;
  currency: string;
  value: string;
  onChange(value: string): void;
  inline?: boolean;
  hint?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const digits = minorDigits(currency);
  const example = digits === 0 ? '1000' : `4.${'9'.repeat(digits)}`;
  const bad = value.trim() !== '' && parseMoney(value, currency) === null;
  return (
    <Field
      label={t('money.label', { label, currency })}
      inputMode={digits === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={onChange}
      inline={inline}
      hint={hint}
      error={bad ? t('money.invalid', { currency, example }) : null}
      testId={testId}
    />
  );
}
