import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGame } from '@topup/contracts/console-catalog';
import { optionalDate } from '../../shared/date-input.ts';
import { Field, SelectField } from '../../shared/field.tsx';
import { parseMoney } from '../../shared/money.ts';
import { MoneyField } from '../../shared/money-field.tsx';
import { wholeNumber } from '../../shared/whole-number.ts';
import { BatchFormEnd, ValidUntilField } from './batch-form-parts.tsx';
import { CurrencyField } from './currency-field.tsx';
import { useCardBatch, type CardBatchInput } from './codes-api.ts';

/**
 * A batch of prepaid cards: how many (the server hashes each password, so at most 100), for
 * which game (or any), their price and the gems they give, and an optional last day.
 */
export function CardBatchForm({
  brand,
  games,
  onCreated,
  onCancel,
}: {
  brand: ConsoleBrand;
  games: ConsoleGame[];
  onCreated(answer: { count: number; csv: string }): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const create = useCardBatch(brand.id);
  const [count, setCount] = useState('10');
  const [game, setGame] = useState('');
  const [currency, setCurrency] = useState(brand.defaultCurrency);
  const [price, setPrice] = useState('');
  const [gems, setGems] = useState('');
  const [extraGems, setExtraGems] = useState('0');
  const [validUntil, setValidUntil] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const priceMinor = parseMoney(price, currency);
    const numbers = [count, gems, extraGems].map(wholeNumber);
    if (priceMinor === null || !numbers.every(Number.isInteger)) {
      setLocalError(t('catalog.numbersAndAmounts'));
      return;
    }
    const until = optionalDate(validUntil);
    if (until === undefined) {
      setLocalError(t('catalog.badDate'));
      return;
    }
    setLocalError(null);
    const body: CardBatchInput = {
      count: wholeNumber(count),
      game_code: game === '' ? null : game,
      currency,
      price_minor: priceMinor,
      gems: wholeNumber(gems),
      extra_gems: wholeNumber(extraGems),
      valid_until: until,
    };
    create.mutate(body, { onSuccess: onCreated });
  }

  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="card-batch-form">
      <h3>{t('catalog.cards.batchTitle')}</h3>
      <div className="catalog-form__grid">
        <Field
          label={t('catalog.codes.count')}
          hint={t('catalog.cards.countHint')}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          testId="card-batch-count"
        />
        <SelectField
          label={t('catalog.game')}
          value={game}
          onChange={setGame}
          testId="card-batch-game"
        >
          <option value="">{t('catalog.cards.anyGame')}</option>
          {games.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name} ({g.code})
            </option>
          ))}
        </SelectField>
        <CurrencyField
          currencies={brand.currencies}
          value={currency}
          onChange={setCurrency}
          testId="card-batch-currency"
        />
        <MoneyField
          label={t('catalog.cards.price')}
          currency={currency}
          value={price}
          onChange={setPrice}
          testId="card-batch-price"
        />
        <Field
          label={t('catalog.cards.gems')}
          inputMode="numeric"
          value={gems}
          onChange={setGems}
          testId="card-batch-gems"
        />
        <Field
          label={t('catalog.cards.extraGems')}
          inputMode="numeric"
          value={extraGems}
          onChange={setExtraGems}
          testId="card-batch-extra-gems"
        />
        <ValidUntilField value={validUntil} onChange={setValidUntil} testId="card-batch" />
      </div>
      <BatchFormEnd
        error={localError ?? create.error}
        pending={create.isPending}
        onCancel={onCancel}
        testId="card-batch"
      />
    </form>
  );
}
