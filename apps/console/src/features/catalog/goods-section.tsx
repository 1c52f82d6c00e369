import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGoods } from '@topup/contracts/console-catalog';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useGoods, useTypes } from './catalog-api.ts';
import { GoodsForm } from './goods-form.tsx';
import { goodsSorts, searchGoods, sortGoods, type GoodsSort } from './goods-list.ts';
import { nameOf } from './names.ts';
import { TypesPanel } from './types-panel.tsx';

/**
 * A game's goods types and goods: a table with a picture per row, searched and sorted here (the
 * list is the game's, a few hundred at most), and the create/edit form in place of the table.
 */
export function GoodsSection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const types = useTypes(brand.id, game);
  const goods = useGoods(brand.id, game);
  // undefined: the table; null: a new item; an item: editing it.
  const [editing, setEditing] = useState<ConsoleGoods | null | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [sortBy, setSortBy] = useState<GoodsSort>('sort');
  const typeList = types.data?.types ?? [];
  const all = goods.data?.goods ?? [];
  const priceCurrency = brand.defaultCurrency;
  // The type by its name, as the types panel above shows it; the key only if it has none.
  const typeName = (key: string) => {
    const names = typeList.find((type) => type.type_key === key)?.names;
    return names && Object.keys(names).length > 0 ? nameOf(names) : key;
  };
  const shown = sortGoods(searchGoods(all, query), sortBy, (g) => nameOf(g.names), priceCurrency);

  if (editing !== undefined) {
    return (
      <GoodsForm
        key={editing?.product_id ?? 'new'}
        brand={brand}
        game={game}
        types={typeList}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  return (
    <section aria-labelledby="goods-title">
      <TypesPanel brand={brand} game={game} types={typeList} writable={writable} />
      <div className="toolbar">
        <h2 id="goods-title">{t('catalog.goods.title')}</h2>
        {writable && (
          <button
            type="button"
            onClick={() => setEditing(null)}
            disabled={typeList.length === 0}
            title={typeList.length === 0 ? t('catalog.goods.needType') : undefined}
            data-testid="goods-create"
          >
            {t('catalog.goods.create')}
          </button>
        )}
      </div>
      <div className="toolbar" role="search" aria-label={t('catalog.goods.find')}>
        <label className="field">
          <span>{t('catalog.goods.search')}</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('catalog.goods.searchHint')}
            data-testid="goods-search"
          />
        </label>
        <label className="field">
          <span>{t('catalog.goods.sortBy')}</span>
          <select
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as GoodsSort)}
            data-testid="goods-sort"
          >
            {goodsSorts.map((key) => (
              <option key={key} value={key}>
                {t(`catalog.goods.sorts.${key}`, { currency: priceCurrency })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorBox error={goods.error} />
      <table className="table" data-testid="goods-table">
        <thead>
          <tr>
            <th>
              <span className="visually-hidden">{t('catalog.goods.picture')}</span>
            </th>
            <th>{t('catalog.goods.productId')}</th>
            <th>{t('catalog.names')}</th>
            <th>{t('catalog.goods.type')}</th>
            <th>{t('catalog.goods.value')}</th>
            <th>{t('catalog.goods.prices')}</th>
            <th>{t('catalog.goods.flags')}</th>
            <th>{t('catalog.active')}</th>
            {writable && <th aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {shown.map((g) => (
            <tr key={g.product_id} data-testid={`goods-row-${g.product_id}`}>
              <td className="goods-thumb">
                {/* Named in the next cell: the picture itself adds nothing to read aloud. */}
                {g.image ? (
                  <img
                    src={g.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    data-testid={`goods-thumb-${g.product_id}`}
                  />
                ) : (
                  <span className="goods-thumb__none" aria-hidden="true" />
                )}
              </td>
              <td>{g.product_id}</td>
              <td>{nameOf(g.names)}</td>
              <td>{typeName(g.type_key)}</td>
              <td>
                {g.value}
                {g.bonus > 0 && ` + ${g.bonus}`}
              </td>
              <td>{g.prices.map((p) => formatMoney(p.amount_minor, p.currency)).join(', ')}</td>
              <td>
                {[
                  g.special && t('catalog.goods.special'),
                  g.limited && t('catalog.goods.limited'),
                  g.coupon && t('catalog.goods.coupon'),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </td>
              <td>{g.active ? t('catalog.yes') : t('catalog.no')}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing(g)}
                    data-testid={`goods-edit-${g.product_id}`}
                  >
                    {t('catalog.edit')}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {goods.data?.goods.length === 0 && <p className="muted">{t('catalog.goods.empty')}</p>}
      {all.length > 0 && shown.length === 0 && (
        <p className="muted" data-testid="goods-none-found">
          {t('catalog.goods.noneFound', { query })}
        </p>
      )}
    </section>
  );
}
