import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { fromDateInput } from '../../shared/date-input.ts';
import { Field, SelectField } from '../../shared/field.tsx';
import { parseMoney } from '../../shared/money.ts';
import { MoneyField } from '../../shared/money-field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { useGiftCodeBatch, type GiftCodeBatchInput } from './codes-api.ts';
import { FormActions } from './form-actions.tsx';

/** A batch of gift codes (at most 1000), each worth a value in one of the brand's currencies. */
export function GiftCodeBatchForm({
  brand,
  onCreated,
  onCancel,
}: {
  brand: ConsoleBrand;
  onCreated(answer: { count: number; csv: string }): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const create = useGiftCodeBatch(brand.id);
  const [count, setCount] = useState('10');
  const [currency, setCurrency] = useState(brand.defaultCurrency);
  const [value, setValue] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const valueMinor = parseMoney(value, currency);
    if (valueMinor === null || !Number.isInteger(wholeNumber(count))) {
      setLocalError(t('catalog.numbersAndAmounts'));
      return;
    }
    const until = fromDateInput(validUntil);
    if (validUntil.trim() !== '' && !until) {
      setLocalError(t('catalog.badDate'));
      return;
    }
    setLocalError(null);
    const body: GiftCodeBatchInput = {
      count: wholeNumber(count),
      currency,
      value_minor: valueMinor,
      valid_until: until,
    };
    create.mutate(body, { onSuccess: onCreated });
  }

  return (
    <form
      className="panel catalog-form"
      onSubmit={submit}
      noValidate
      data-testid="gift-code-batch-form"
    >
      <h3>{t('catalog.giftCodes.batchTitle')}</h3>
      <div className="catalog-form__grid">
        <Field
          label={t('catalog.codes.count')}
          hint={t('catalog.giftCodes.countHint')}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          testId="gift-code-batch-count"
        />
        <SelectField
          label={t('catalog.currency')}
          value={currency}
          onChange={setCurrency}
          testId="gift-code-batch-currency"
        >
          {brand.currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label={t('catalog.giftCodes.value')}
          currency={currency}
          value={value}
          onChange={setValue}
          testId="gift-code-batch-value"
        />
        <Field
          type="datetime-local"
          label={t('catalog.codes.validUntil')}
          hint={t('catalog.optionalLocalTime')}
          value={validUntil}
          onChange={setValidUntil}
          testId="gift-code-batch-valid-until"
        />
      </div>
      <p className="muted">{t('catalog.csv.before')}</p>
      <FormActions
        error={localError ?? create.error}
        pending={create.isPending}
        onCancel={onCancel}
        testId="gift-code-batch"
      />
    </form>
  );
}
