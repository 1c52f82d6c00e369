import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { minorDigits, moneyText, readMoney } from './money.ts';

/**
 * An amount typed in major units of `currency`, with the operator's decimal sign ("4.99" in en,
 * "4,99" in de); the form converts it with parseMoney, which reads the same locale.
 * Says at once when the text is not an amount of that currency, and why (too many digits after
 * the point is told apart, since rounding it silently would change a price).
 */
export function MoneyField({
  label,
  currency,
  value,
  onChange,
  inline,
  hint,
  error: outer,
  testId,
}: {
  label: string;
  currency: string;
  value: string;
  onChange(value: string): void;
  inline?: boolean;
  hint?: string;
  /** The form's own verdict on a well-formed amount (more than allowed, zero); shown after ours. */
  error?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const digits = minorDigits(currency);
  // 1000 or 4.99 (4.999 for a three-digit currency), written as the operator types it.
  const example = moneyText(digits === 0 ? 1000 : 5 * 10 ** digits - 1, currency);
  const read = value.trim() === '' ? null : readMoney(value, currency);
  const error =
    read === null || 'minor' in read
      ? null
      : read.error === 'decimals'
        ? t('money.decimals', { currency, count: read.digits, example })
        : read.error === 'range'
          ? t('money.range')
          : t('money.invalid', { currency, example });
  return (
    <Field
      label={t('money.label', { label, currency })}
      inputMode={digits === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={onChange}
      inline={inline}
      hint={hint}
      error={error ?? outer ?? null}
      testId={testId}
    />
  );
}
