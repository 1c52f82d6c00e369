import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { optionalDate } from '../../shared/date-input.ts';
import { Field } from '../../shared/field.tsx';
import { parseMoney } from '../../shared/money.ts';
import { MoneyField } from '../../shared/money-field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { BatchFormEnd, ValidUntilField } from './batch-form-parts.tsx';
import { CurrencyField } from './currency-field.tsx';
import { useGiftCodeBatch, type GiftCodeBatchInput } from './codes-api.ts';

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
    const until = optionalDate(validUntil);
    if (until === undefined) {
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
        <CurrencyField
          currencies={brand.currencies}
          value={currency}
          onChange={setCurrency}
          testId="gift-code-batch-currency"
        />
        <MoneyField
          label={t('catalog.giftCodes.value')}
          currency={currency}
          value={value}
          onChange={setValue}
          testId="gift-code-batch-value"
        />
        <ValidUntilField value={validUntil} onChange={setValidUntil} testId="gift-code-batch" />
      </div>
      <BatchFormEnd
        error={localError ?? create.error}
        pending={create.isPending}
        onCancel={onCancel}
        testId="gift-code-batch"
      />
    </form>
  );
}
