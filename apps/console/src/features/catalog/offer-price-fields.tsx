import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { Field } from '../../shared/field.tsx';
import { MoneyField } from '../../shared/money-field.tsx';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import { wholeNumber } from '../../shared/whole-number.ts';
import { applyDiscount, percentOff, type OfferPrices, type Priced } from './offer-price.ts';

/**
 * The offer's own price per currency of the brand, typed in units, each with the regular price
 * beside it and how much off that is; or a percentage off the regular price that fills them.
 */
export function OfferPriceFields({
  brand,
  prices,
  regular,
  onChange,
}: {
  brand: ConsoleBrand;
  prices: OfferPrices;
  /** The goods whose price is the regular one, if any. */
  regular: Priced | undefined;
  onChange(prices: OfferPrices): void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const regularOf = (c: string) => regular?.prices.find((p) => p.currency === c)?.amount_minor;

  function apply() {
    const n = wholeNumber(percent.trim());
    if (n === null || !(n >= 1 && n <= 99)) {
      setPercentError(t('catalog.offers.percentRange'));
      return;
    }
    setPercentError(null);
    onChange(applyDiscount(prices, regular, n));
  }

  return (
    <fieldset className="texts" data-testid="offer-prices">
      <legend>{t('catalog.offers.price')}</legend>
      <small className="muted">{t('catalog.offers.priceHint')}</small>
      <div className="catalog-form__grid">
        {brand.currencies.map((c) => {
          const was = regularOf(c);
          const typed = parseMoney(prices[c] ?? '', c);
          const off = was !== undefined && typed !== null ? percentOff(typed, was) : null;
          const hint =
            was === undefined
              ? undefined
              : off === null
                ? t('catalog.offers.regularIs', { price: formatMoney(was, c) })
                : t('catalog.offers.regularOff', { price: formatMoney(was, c), percent: off });
          return (
            <MoneyField
              key={c}
              label={t('catalog.offers.priceIn')}
              currency={c}
              value={prices[c] ?? ''}
              onChange={(text) => onChange({ ...prices, [c]: text })}
              hint={hint}
              testId={`offer-price-${c}`}
            />
          );
        })}
      </div>
      {regular && (
        <div className="catalog-form__row">
          <Field
            label={t('catalog.offers.percent')}
            inputMode="numeric"
            value={percent}
            onChange={setPercent}
            error={percentError ?? undefined}
            testId="offer-percent"
          />
          <button
            type="button"
            className="secondary"
            onClick={apply}
            data-testid="offer-percent-apply"
          >
            {t('catalog.offers.applyPercent')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
