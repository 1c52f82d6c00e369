import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGoods, GoodsCreate } from '@topup/contracts/console-catalog';
import { ApiError } from '../../shared/api.ts';
import { useSaveGoods } from './catalog-api.ts';
import { TextsEditor } from './texts-editor.tsx';

type PriceRow = { currency: string; amount: string };
type LimitType = '' | 'role' | 'time' | 'game';

const int = (text: string) => (text.trim() === '' ? NaN : Number(text));

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
  const [prices, setPrices] = useState<PriceRow[]>(
    editing?.prices.map((p) => ({ currency: p.currency, amount: String(p.amount_minor) })) ?? [
      { currency: brand.defaultCurrency, amount: '' },
    ],
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
    const numbers = [value, bonus, sort, couponPoints, ...prices.map((p) => p.amount)].map(int);
    if (numbers.some((n) => !Number.isInteger(n))) {
      setLocalError(t('catalog.wholeNumbers'));
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
      prices: prices.map((p) => ({ currency: p.currency, amount_minor: int(p.amount) })),
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

  const error =
    localError ?? (save.error instanceof ApiError ? save.error.msg : save.error?.message);
  return (
    <form className="panel catalog-form" onSubmit={submit} noValidate data-testid="goods-form">
      <h2>
        {editing
          ? t('catalog.goods.editTitle', { id: editing.product_id })
          : t('catalog.goods.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <label className="field">
          <span>{t('catalog.goods.productId')}</span>
          <input
            value={productId}
            disabled={editing !== null}
            required
            onChange={(e) => setProductId(e.target.value)}
            data-testid="goods-product-id"
          />
        </label>
        <label className="field">
          <span>{t('catalog.goods.type')}</span>
          <select
            value={typeKey}
            onChange={(e) => setTypeKey(e.target.value)}
            data-testid="goods-type"
          >
            {types.map((type) => (
              <option key={type.type_key} value={type.type_key}>
                {type.names[brand.defaultLanguage] ?? type.names.en ?? type.type_key} (
                {type.type_key})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalog.goods.value')}</span>
          <input
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-testid="goods-value"
          />
        </label>
        <label className="field">
          <span>{t('catalog.goods.bonus')}</span>
          <input
            inputMode="numeric"
            value={bonus}
            onChange={(e) => setBonus(e.target.value)}
            data-testid="goods-bonus"
          />
        </label>
        <label className="field">
          <span>{t('catalog.sort')}</span>
          <input
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            data-testid="goods-sort"
          />
        </label>
        <label className="field">
          <span>{t('catalog.goods.couponPoints')}</span>
          <input
            inputMode="numeric"
            value={couponPoints}
            onChange={(e) => setCouponPoints(e.target.value)}
            data-testid="goods-coupon-points"
          />
        </label>
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
            <label className="field field--inline">
              <span>{t('catalog.goods.currency')}</span>
              <select
                value={p.currency}
                onChange={(e) => setPrice(i, { currency: e.target.value })}
                data-testid={`goods-price-currency-${i}`}
              >
                {[p.currency, ...unused].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="field field--inline">
              <span>{t('catalog.goods.amountMinor')}</span>
              <input
                inputMode="numeric"
                value={p.amount}
                onChange={(e) => setPrice(i, { amount: e.target.value })}
                data-testid={`goods-price-amount-${i}`}
              />
            </label>
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
        <label className="check">
          <input
            type="checkbox"
            checked={special}
            onChange={(e) => setSpecial(e.target.checked)}
            data-testid="goods-special"
          />
          {t('catalog.goods.special')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={coupon}
            onChange={(e) => setCoupon(e.target.checked)}
            data-testid="goods-coupon"
          />
          {t('catalog.goods.coupon')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            data-testid="goods-active"
          />
          {t('catalog.active')}
        </label>
      </fieldset>

      <fieldset className="texts">
        <legend>{t('catalog.goods.limit')}</legend>
        <div className="catalog-form__row">
          <label className="field field--inline">
            <span>{t('catalog.goods.limitType')}</span>
            <select
              value={limitType}
              onChange={(e) => setLimitType(e.target.value as LimitType)}
              data-testid="goods-limit-type"
            >
              <option value="">{t('catalog.goods.limitNone')}</option>
              <option value="role">{t('catalog.goods.limitRole')}</option>
              <option value="time">{t('catalog.goods.limitTime')}</option>
              <option value="game">{t('catalog.goods.limitGame')}</option>
            </select>
          </label>
          {limitType !== '' && (
            <label className="field field--inline">
              <span>{t('catalog.goods.limitFrequency')}</span>
              <input
                inputMode="numeric"
                value={frequency}
                onChange={(e) => setFrequency(e.target.value)}
                data-testid="goods-limit-frequency"
              />
            </label>
          )}
          {(limitType === 'time' || limitType === 'game') && (
            <label className="field field--inline">
              <span>{t('catalog.goods.limitDays')}</span>
              <input
                inputMode="numeric"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                data-testid="goods-limit-days"
              />
            </label>
          )}
        </div>
      </fieldset>

      {error && (
        <div className="error-box" role="alert" data-testid="goods-error">
          {error}
        </div>
      )}
      <div className="toolbar">
        <button type="submit" disabled={save.isPending} data-testid="goods-save">
          {save.isPending ? t('catalog.saving') : t('catalog.save')}
        </button>
        <button type="button" className="secondary" onClick={onDone} data-testid="goods-cancel">
          {t('catalog.cancel')}
        </button>
      </div>
    </form>
  );
}
