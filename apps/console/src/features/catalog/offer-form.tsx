import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGoods } from '@topup/contracts/console-catalog';
import type { ConsoleOffer } from '@topup/contracts/console-offers';
import { CheckField, Field, SelectField } from '../../shared/field.tsx';
import { PictureField } from '../../shared/picture-field.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { nameOf } from './names.ts';
import { offerInput, offerRowOf, type OfferRow } from './offer-input.ts';
import { OfferPriceFields } from './offer-price-fields.tsx';
import { pricesInput, pricesText, type OfferPrices } from './offer-price.ts';
import { useSaveOffer } from './offers-api.ts';

/**
 * Make one of the game's goods an offer, or change one: its window (typed in local time, either
 * end optional), its step in a chain, whether that step is free, and the goods whose price is
 * its regular price (struck through in the shop), its own price (typed, or a percentage off the
 * regular one) and picture — the goods' own, sent only when changed. A free step keeps the goods'
 * prices (offers.free).
 * The product is the offer's
 * key, so it is chosen once and locked when editing.
 */
export function OfferForm({
  brand,
  game,
  editing,
  choices,
  goods,
  onDone,
}: {
  brand: ConsoleBrand;
  game: string;
  /** null: a new offer. */
  editing: ConsoleOffer | null;
  /** The goods a new offer can be made of (the game's goods that are no offer yet). */
  choices: ConsoleGoods[];
  /** Every goods item of the game: the regular price can be another one's. */
  goods: ConsoleGoods[];
  onDone(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveOffer(brand.id, game);
  const [product, setProduct] = useState(editing?.product_id ?? choices[0]?.product_id ?? '');
  const [row, setRow] = useState<OfferRow>(() => offerRowOf(editing));
  const [localError, setLocalError] = useState<string | null>(null);
  const goodsOf = (id: string) => goods.find((g) => g.product_id === id);
  const ownPrices = pricesText(goodsOf(product), brand.currencies);
  const ownImage = goodsOf(product)?.image ?? '';
  // What was typed for the chosen goods; choosing other goods starts again from theirs.
  const [edits, setEdits] = useState<{ product: string; prices: OfferPrices; image: string }>();
  const current =
    edits?.product === product ? edits : { product, prices: ownPrices, image: ownImage };
  const set =
    <K extends keyof OfferRow>(key: K) =>
    (value: OfferRow[K]) =>
      setRow((r) => ({ ...r, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = offerInput(row);
    if ('problem' in result) {
      setLocalError(t(`catalog.offers.invalid.${result.problem}`));
      return;
    }
    if (product === '') {
      setLocalError(t('catalog.offers.invalid.needProduct'));
      return;
    }
    const prices = pricesInput(current.prices, ownPrices);
    if (prices === 'invalid') {
      setLocalError(t('catalog.offers.invalid.price'));
      return;
    }
    setLocalError(null);
    const body = {
      ...result.body,
      ...(prices ? { prices } : {}),
      ...(current.image !== ownImage ? { image: current.image || null } : {}),
    };
    save.mutate({ product, body }, { onSuccess: onDone });
  }

  return (
    <form
      className="panel catalog-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="offer-form-title"
      data-testid="offer-form"
    >
      <h2 id="offer-form-title">
        {editing
          ? t('catalog.offers.editTitle', { id: editing.product_id })
          : t('catalog.offers.createTitle')}
      </h2>
      <div className="catalog-form__grid">
        <SelectField
          label={t('catalog.offers.product')}
          value={product}
          disabled={editing !== null}
          onChange={setProduct}
          testId="offer-product"
        >
          {editing && <option value={editing.product_id}>{editing.product_id}</option>}
          {!editing &&
            choices.map((g) => (
              <option key={g.product_id} value={g.product_id}>
                {nameOf(g.names, brand.defaultLanguage)} ({g.product_id})
              </option>
            ))}
        </SelectField>
        <DateRangeFields
          starts={row.startsAt}
          ends={row.endsAt}
          onStarts={set('startsAt')}
          onEnds={set('endsAt')}
          testId="offer"
        />
        <Field
          label={t('catalog.offers.chainId')}
          hint={t('catalog.offers.chainIdHint')}
          value={row.chainId}
          maxLength={64}
          onChange={set('chainId')}
          testId="offer-chain-id"
        />
        <Field
          label={t('catalog.offers.chainStep')}
          hint={t('catalog.offers.chainStepHint')}
          inputMode="numeric"
          value={row.chainStep}
          onChange={set('chainStep')}
          testId="offer-chain-step"
        />
        <SelectField
          label={t('catalog.offers.regular')}
          hint={t('catalog.offers.regularHint')}
          value={row.regular}
          onChange={set('regular')}
          testId="offer-regular"
        >
          <option value="">{t('catalog.offers.noRegular')}</option>
          {goods
            .filter((g) => g.product_id !== product)
            .map((g) => (
              <option key={g.product_id} value={g.product_id}>
                {nameOf(g.names, brand.defaultLanguage)} ({g.product_id})
              </option>
            ))}
        </SelectField>
      </div>
      <OfferPriceFields
        brand={brand}
        prices={current.prices}
        regular={row.regular === '' ? undefined : goodsOf(row.regular)}
        onChange={(prices) => setEdits({ ...current, prices })}
      />
      <PictureField
        label={t('catalog.offers.picture')}
        value={current.image}
        onChange={(image) => setEdits({ ...current, image })}
        testId="offer-picture"
      />
      <CheckField
        label={t('catalog.offers.freeLabel')}
        checked={row.free}
        onChange={set('free')}
        testId="offer-free"
      />
      <p className="muted">
        <small>{t('catalog.offers.freeHint')}</small>
      </p>
      <FormActions
        error={localError ?? save.error}
        pending={save.isPending}
        onCancel={onDone}
        testId="offer"
      />
    </form>
  );
}
