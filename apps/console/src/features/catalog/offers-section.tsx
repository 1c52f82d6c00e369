import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import type { ConsoleOffer } from '@topup/contracts/console-offers';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { zoneLabel } from '../../shared/time-zone.ts';
import { useGoods } from './catalog-api.ts';
import { FirstPurchaseBonus } from './first-purchase-bonus.tsx';
import { nameOf } from './names.ts';
import { OfferForm } from './offer-form.tsx';
import { useEndOffer, useOffers } from './offers-api.ts';

/**
 * A game's offers (decision 0028): goods made time-limited and/or steps of a chain, with the
 * create/edit form in place of the table; and the game's first-purchase bonus.
 */
export function OffersSection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const offers = useOffers(brand.id, game);
  const goods = useGoods(brand.id, game);
  const end = useEndOffer(brand.id);
  // undefined: the table; null: a new offer; an offer: editing it.
  const [editing, setEditing] = useState<ConsoleOffer | null | undefined>(undefined);

  const list = offers.data?.offers ?? [];
  const goodsList = goods.data?.goods ?? [];
  // An offer is keyed by its product: one that is an offer already is edited, not added again.
  const choices = goodsList.filter((g) => !list.some((o) => o.product_id === g.product_id));
  const goodsOf = (id: string | null | undefined) => goodsList.find((g) => g.product_id === id);
  const priceIn = (id: string | null | undefined) =>
    goodsOf(id)?.prices.find((p) => p.currency === brand.defaultCurrency)?.amount_minor;
  const productName = (id: string) => {
    const item = goodsList.find((g) => g.product_id === id);
    return item ? `${nameOf(item.names)} (${id})` : id;
  };

  if (editing !== undefined) {
    return (
      <OfferForm
        key={editing?.product_id ?? 'new'}
        brand={brand}
        game={game}
        editing={editing}
        choices={choices}
        goods={goodsList}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  return (
    <section aria-labelledby="offers-title">
      <div className="toolbar">
        <h2 id="offers-title">{t('catalog.offers.title')}</h2>
        {writable && (
          <button
            type="button"
            onClick={() => setEditing(null)}
            disabled={choices.length === 0}
            title={choices.length === 0 ? t('catalog.offers.noGoodsLeft') : undefined}
            data-testid="offer-create"
          >
            {t('catalog.offers.create')}
          </button>
        )}
      </div>
      <ErrorBox error={offers.error ?? goods.error ?? end.error} testId="offers-error" />
      <table className="table" aria-labelledby="offers-title" data-testid="offers-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.offers.product')}</th>
            <th scope="col">{t('catalog.offers.window', { zone: zoneLabel() })}</th>
            <th scope="col">
              {t('catalog.offers.priceColumn', { currency: brand.defaultCurrency })}
            </th>
            <th scope="col">{t('catalog.offers.chain')}</th>
            <th scope="col">{t('catalog.offers.free')}</th>
            <th scope="col">{t('catalog.offers.state')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((o) => (
            <tr key={o.product_id} data-testid={`offer-row-${o.product_id}`}>
              <td>{productName(o.product_id)}</td>
              <td>
                {o.starts_at === null && o.ends_at === null
                  ? t('catalog.offers.noWindow')
                  : `${formatTime(o.starts_at)} – ${formatTime(o.ends_at)}`}
              </td>
              <td data-testid={`offer-price-${o.product_id}`}>
                <OfferPriceCell
                  own={o.free ? 0 : priceIn(o.product_id)}
                  regular={priceIn(o.regular_product_id)}
                  currency={brand.defaultCurrency}
                />
              </td>
              <td>
                {o.chain_id === null
                  ? '—'
                  : t('catalog.offers.chainLine', { chain: o.chain_id, step: o.chain_step })}
              </td>
              <td>{o.free ? t('catalog.yes') : t('catalog.no')}</td>
              <td>
                {t(`catalog.offers.states.${o.state}`, { defaultValue: o.state })}
                {o.ended_at !== null && (
                  <>
                    <br />
                    <small className="muted">
                      {t('catalog.offers.endedAt', { at: formatTime(o.ended_at) })}
                    </small>
                  </>
                )}
              </td>
              {writable && (
                <td>
                  {/* Ended by staff is final: a change would not put it on sale again. */}
                  {o.ended_at === null && (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => setEditing(o)}
                      aria-label={t('common.actOn', {
                        action: t('catalog.edit'),
                        target: o.product_id,
                      })}
                      data-testid={`offer-edit-${o.product_id}`}
                    >
                      {t('catalog.edit')}
                    </button>
                  )}{' '}
                  {o.state !== 'ended' && (
                    <ConfirmButton
                      label={t('catalog.offers.end')}
                      target={o.product_id}
                      question={t('catalog.offers.endQuestion', { id: o.product_id })}
                      pending={end.isPending}
                      onConfirm={() => end.mutate(o.product_id)}
                      testId={`offer-end-${o.product_id}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {offers.data && list.length === 0 && <p className="muted">{t('catalog.offers.empty')}</p>}
      {offers.data && (
        <FirstPurchaseBonus
          brand={brand.id}
          game={game}
          bonus={offers.data.first_purchase_bonus}
          writable={writable}
        />
      )}
    </section>
  );
}

/** The offer's price, and the regular one struck through beside it when it is more. */
function OfferPriceCell({
  own,
  regular,
  currency,
}: {
  own: number | undefined;
  regular: number | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  if (own === undefined) return <>—</>;
  return (
    <>
      {own === 0 ? t('catalog.offers.free') : formatMoney(own, currency)}
      {regular !== undefined && regular > own && (
        <>
          {' '}
          <del className="muted">
            <span className="visually-hidden">{t('catalog.offers.regularWas')} </span>
            {formatMoney(regular, currency)}
          </del>
        </>
      )}
    </>
  );
}
