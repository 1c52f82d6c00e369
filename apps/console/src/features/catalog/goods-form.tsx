import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGoods, GoodsCreate } from '@topup/contracts/console-catalog';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { moneyText, parseMoney } from '../../shared/money.ts';
import { MoneyField } from '../../shared/money-field.tsx';
import { PictureField } from '../../shared/picture-field.tsx';
import { wholeNumber as int } from '../../shared/whole-number.ts';
import { useSaveGoods } from './catalog-api.ts';
import { FormActions } from './form-actions.tsx';
import { TextsEditor } from './texts-editor.tsx';

/** A price as typed: the amount in major units of its currency ("1.99"). */
type PriceRow = { currency: string; amount: string };
type LimitType = '' | 'role' | 'time' | 'game';

/** Create or edit one goods item: names per language, value, bonus, a price per currency, flags. */
export function GoodsForm({
  brand,
  game,
  types,
  editing,
  onDone,
}: {
  brand: ConsoleBrand;
  game: string;
  types: { type_key: string; names: Record<string, string> }[];
  /** null: a new item. */
  editing: ConsoleGoods | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveGoods(brand.id, game);
  const [productId, setProductId] = useState(editing?.product_id ?? '');
  const [typeKey, setTypeKey] = useState(editing?.type_key ?? types[0]?.type_key ?? '');
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [value, setValue] = useState(String(editing?.value ?? ''));
  const [bonus, setBonus] = useState(String(editing?.bonus ?? 0));
  const [sort, setSort] = useState(String(editing?.sort ?? 0));
  const [special, setSpecial] = useState(editing?.special ?? false);
  const [coupon, setCoupon] = useState(editing?.coupon ?? false);
  const [couponPoints, setCouponPoints] = useState(String(editing?.coupon_points ?? 0));
  const [active, setActive] = useState(editing?.active ?? true);
  const [image, setImage] = useState(editing?.image ?? '');
  const [prices, setPrices] = useState<PriceRow[]>(
    editing?.prices.map((p) => ({
      currency: p.currency,
      amount: moneyText(p.amount_minor, p.currency),
    })) ?? [{ currency: brand.defaultCurrency, amount: '' }],
  );
  const [limitType, setLimitType] = useState<LimitType>(
    (editing?.limit?.type as LimitType | undefined) ?? '',
  );
  const [frequency, setFrequency] = useState(String(editing?.limit?.frequency ?? 1));
  const [days, setDays] = useState(String(editing?.limit?.days ?? 0));
  const [localError, setLocalError] = useState<string | null>(null);

  const unused = brand.currencies.filter((c) => !prices.some((p) => p.currency === c));
  const setPrice = (i: number, patch: Partial<PriceRow>) =>
    setPrices(prices.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const limitNumbers =
      limitType === '' ? [] : limitType === 'role' ? [frequency] : [frequency, days];
    const numbers = [value, bonus, sort, couponPoints, ...limitNumbers].map(int);
    const amounts = prices.map((p) => parseMoney(p.amount, p.currency));
    if (numbers.some((n) => !Number.isInteger(n)) || amounts.some((a) => a === null)) {
      setLocalError(t('catalog.numbersAndAmounts'));
      return;
    }
    setLocalError(null);
    const body: GoodsCreate = {
      product_id: productId.trim(),
      type_key: typeKey,
      names,
      value: int(value),
      bonus: int(bonus),
      sort: int(sort),
      special,
      coupon,
      coupon_points: int(couponPoints),
      active,
      image: image.trim() || null,
      prices: prices.map((p, i) => ({ currency: p.currency, amount_minor: amounts[i]! })),
      limit:
        limitType === ''
          ? null
          : {
              type: limitType,
              frequency: int(frequency),
              days: limitType === 'role' ? 0 : int(days),
            },
    };
    save.mutate({ create: editing === null, body }, { onSuccess: onDone });
  }

  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="goods-form">
      <h2>
        {editing
          ? t('catalog.goods.editTitle', { id: editing.product_id })
          : t('catalog.goods.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <Field
          label={t('catalog.goods.productId')}
          value={productId}
          disabled={editing !== null}
          required
          onChange={setProductId}
          testId="goods-product-id"
        />
        <SelectField
          label={t('catalog.goods.type')}
          value={typeKey}
          onChange={setTypeKey}
          testId="goods-type"
        >
          {types.map((type) => (
            <option key={type.type_key} value={type.type_key}>
              {type.names[brand.defaultLanguage] ?? type.names.en ?? type.type_key} ({type.type_key}
              )
            </option>
          ))}
        </SelectField>
        <Field
          label={t('catalog.goods.value')}
          inputMode="numeric"
          value={value}
          onChange={setValue}
          testId="goods-value"
        />
        <Field
          label={t('catalog.goods.bonus')}
          inputMode="numeric"
          value={bonus}
          onChange={setBonus}
          testId="goods-bonus"
        />
        <Field
          label={t('catalog.sort')}
          inputMode="numeric"
          value={sort}
          onChange={setSort}
          testId="goods-sort"
        />
        <Field
          label={t('catalog.goods.couponPoints')}
          inputMode="numeric"
          value={couponPoints}
          onChange={setCouponPoints}
          testId="goods-coupon-points"
        />
        <PictureField
          label={t('picture.label')}
          value={image}
          onChange={setImage}
          testId="goods-image"
        />
      </div>

      <TextsEditor
        legend={t('catalog.names')}
        languages={brand.languages}
        value={names}
        onChange={setNames}
        testId="goods-names"
      />

      <fieldset className="texts" data-testid="goods-prices">
        <legend>{t('catalog.goods.prices')}</legend>
        <small className="muted">{t('catalog.goods.pricesHint')}</small>
        {prices.map((p, i) => (
          <div key={i} className="catalog-form__row">
            <SelectField
              inline
              label={t('catalog.goods.currency')}
              value={p.currency}
              onChange={(currency) => setPrice(i, { currency })}
              testId={`goods-price-currency-${i}`}
            >
              {[p.currency, ...unused].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <MoneyField
              inline
              label={t('catalog.goods.amount')}
              currency={p.currency}
              value={p.amount}
              onChange={(amount) => setPrice(i, { amount })}
              testId={`goods-price-amount-${i}`}
            />
            {prices.length > 1 && (
              <button
                type="button"
                className="danger"
                onClick={() => setPrices(prices.filter((_, j) => j !== i))}
                data-testid={`goods-price-remove-${i}`}
              >
                {t('catalog.remove')}
              </button>
            )}
          </div>
        ))}
        {unused.length > 0 && (
          <button
            type="button"
            className="secondary"
            onClick={() => setPrices([...prices, { currency: unused[0]!, amount: '' }])}
            data-testid="goods-price-add"
          >
            {t('catalog.goods.addPrice')}
          </button>
        )}
      </fieldset>

      <fieldset className="texts">
        <legend>{t('catalog.goods.flags')}</legend>
        <CheckField
          label={t('catalog.goods.special')}
          checked={special}
          onChange={setSpecial}
          testId="goods-special"
        />
        <CheckField
          label={t('catalog.goods.coupon')}
          checked={coupon}
          onChange={setCoupon}
          testId="goods-coupon"
        />
        <CheckField
          label={t('catalog.active')}
          checked={active}
          onChange={setActive}
          testId="goods-active"
        />
      </fieldset>

      <fieldset className="texts">
        <legend>{t('catalog.goods.limit')}</legend>
        <div className="catalog-form__row">
          <SelectField
            inline
            label={t('catalog.goods.limitType')}
            value={limitType}
            onChange={(type) => setLimitType(type as LimitType)}
            testId="goods-limit-type"
          >
            <option value="">{t('catalog.goods.limitNone')}</option>
            <option value="role">{t('catalog.goods.limitRole')}</option>
            <option value="time">{t('catalog.goods.limitTime')}</option>
            <option value="game">{t('catalog.goods.limitGame')}</option>
          </SelectField>
          {limitType !== '' && (
            <Field
              inline
              label={t('catalog.goods.limitFrequency')}
              inputMode="numeric"
              value={frequency}
              onChange={setFrequency}
              testId="goods-limit-frequency"
            />
          )}
          {(limitType === 'time' || limitType === 'game') && (
            <Field
              inline
              label={t('catalog.goods.limitDays')}
              inputMode="numeric"
              value={days}
              onChange={setDays}
              testId="goods-limit-days"
            />
          )}
        </div>
      </fieldset>

      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="goods"
      />
    </form>
  );
}
