import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand, ConsoleGift } from '@topup/contracts/console-catalog';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { useStaff } from '../../shared/staff.tsx';
import { GiftForm } from './gift-form.tsx';
import { useGoods } from './catalog-api.ts';
import { useDeleteGift, useGifts } from './gifts-api.ts';
import { nameOf } from './names.ts';

/** A game's third-party gifts: table, and the create/edit form in place of the table. */
export function GiftsSection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const gifts = useGifts(brand.id, game);
  const remove = useDeleteGift(brand.id);
  const goods = useGoods(brand.id, game);
  // The goods by name, as the shop shows them; the product id while the list loads.
  const goodsName = (id: string) => {
    const item = goods.data?.goods.find((g) => g.product_id === id);
    return item ? nameOf(item.names) : id;
  };
  const [editing, setEditing] = useState<ConsoleGift | null | undefined>(undefined);

  if (editing !== undefined) {
    return (
      <GiftForm
        key={editing?.gift_id ?? 'new'}
        brand={brand}
        game={game}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  const list = gifts.data?.gifts ?? [];
  const windowOf = (g: ConsoleGift) =>
    g.starts_at || g.ends_at
      ? `${formatTime(g.starts_at)} – ${formatTime(g.ends_at)}`
      : t('catalog.gifts.always');
  return (
    <section aria-labelledby="gifts-title">
      <div className="toolbar">
        <h2 id="gifts-title">{t('catalog.gifts.title')}</h2>
        {writable && (
          <button type="button" onClick={() => setEditing(null)} data-testid="gift-create">
            {t('catalog.gifts.create')}
          </button>
        )}
      </div>
      <ErrorBox error={gifts.error ?? remove.error} testId="gifts-error" />
      <table className="table" data-testid="gifts-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.gifts.id')}</th>
            <th scope="col">{t('catalog.names')}</th>
            <th scope="col">{t('catalog.gifts.goods')}</th>
            <th scope="col">{t('catalog.gifts.channel')}</th>
            <th scope="col">{t('catalog.gifts.payway')}</th>
            <th scope="col">{t('catalog.gifts.quantity')}</th>
            <th scope="col">{t('catalog.gifts.window')}</th>
            <th scope="col">{t('catalog.gifts.active')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((g) => (
            <tr key={g.gift_id} data-testid={`gift-row-${g.gift_id}`}>
              <td>{g.gift_id}</td>
              <td>{nameOf(g.names)}</td>
              <td>
                {g.product_id === null ? t('catalog.gifts.allGoods') : goodsName(g.product_id)}
              </td>
              <td>{g.channel_name}</td>
              <td>{g.payway_id ?? t('catalog.gifts.anyPayway')}</td>
              <td>{g.quantity}</td>
              <td>{windowOf(g)}</td>
              <td>{g.active ? t('catalog.yes') : t('catalog.no')}</td>
              {writable && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setEditing(g)}
                    data-testid={`gift-edit-${g.gift_id}`}
                  >
                    {t('catalog.edit')}
                  </button>{' '}
                  <ConfirmButton
                    label={t('catalog.delete')}
                    target={g.gift_id}
                    question={t('catalog.gifts.deleteQuestion', { id: g.gift_id })}
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate(g.gift_id)}
                    testId={`gift-delete-${g.gift_id}`}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {gifts.data && list.length === 0 && <p className="muted">{t('catalog.gifts.empty')}</p>}
    </section>
  );
}
