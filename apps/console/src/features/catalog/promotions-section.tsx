import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import type { ConsolePromotion } from '@topup/contracts/console-promotions';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatTime } from '../../shared/format.ts';
import { useStaff } from '../../shared/staff.tsx';
import { useGoods } from './catalog-api.ts';
import { nameOf } from './names.ts';
import { KeyArtPanel } from './key-art-panel.tsx';
import { PromotionForm } from './promotion-form.tsx';
import { useEndPromotion, usePromotions } from './promotions-api.ts';

/**
 * A game's promotions (issue 29 item 9): what the shop shows under the game card on the goods
 * page, in display order, and the game's key art over that page. The form takes the table's
 * place; a save says so above the table.
 */
export function PromotionsSection({ brand, game }: { brand: ConsoleBrand; game: string }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const promotions = usePromotions(brand.id, game);
  const goods = useGoods(brand.id, game);
  const end = useEndPromotion(brand.id);
  // undefined: the table; null: a new promotion; a promotion: editing it.
  const [editing, setEditing] = useState<ConsolePromotion | null | undefined>(undefined);
  const [saved, setSaved] = useState<ConsolePromotion | null>(null);

  const list = promotions.data?.promotions ?? [];
  const goodsList = goods.data?.goods ?? [];
  const title = (p: ConsolePromotion) => nameOf(p.titles, brand.defaultLanguage);
  const linkOf = (p: ConsolePromotion) => {
    if (p.link_path) return p.link_path;
    if (!p.link_product_id) return '—';
    const item = goodsList.find((g) => g.product_id === p.link_product_id);
    return item
      ? `${nameOf(item.names, brand.defaultLanguage)} (${p.link_product_id})`
      : p.link_product_id;
  };

  if (editing !== undefined) {
    return (
      <PromotionForm
        key={editing?.id ?? 'new'}
        brand={brand}
        game={game}
        editing={editing}
        goods={goodsList}
        onSaved={(p) => {
          setSaved(p);
          setEditing(undefined);
        }}
        onCancel={() => setEditing(undefined)}
      />
    );
  }
  return (
    <section aria-labelledby="promotions-title">
      <div className="toolbar">
        <h2 id="promotions-title">{t('catalog.promotions.title')}</h2>
        {writable && (
          <button
            type="button"
            onClick={() => {
              setSaved(null);
              setEditing(null);
            }}
            data-testid="promotion-create"
          >
            {t('catalog.promotions.create')}
          </button>
        )}
      </div>
      <p className="muted">{t('catalog.promotions.hint')}</p>
      {saved && (
        <p role="status" data-testid="promotion-saved">
          {t('catalog.promotions.saved', { title: title(saved) })}
        </p>
      )}
      <ErrorBox error={promotions.error ?? goods.error ?? end.error} testId="promotions-error" />
      <table className="table" aria-labelledby="promotions-title" data-testid="promotions-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.promotions.sort')}</th>
            <th scope="col">{t('catalog.promotions.titleColumn')}</th>
            <th scope="col">{t('catalog.promotions.link')}</th>
            <th scope="col">{t('catalog.promotions.window')}</th>
            <th scope="col">{t('catalog.promotions.state')}</th>
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.id} data-testid={`promotion-row-${p.id}`}>
              <td>{p.sort}</td>
              <td dir="auto">{title(p)}</td>
              <td>{linkOf(p)}</td>
              <td>{`${formatTime(p.starts_at)} – ${formatTime(p.ends_at)}`}</td>
              <td>
                {t(`catalog.promotions.states.${p.state}`, { defaultValue: p.state })}
                {p.ended_at !== null && (
                  <>
                    <br />
                    <small className="muted">
                      {t('catalog.promotions.endedAt', { at: formatTime(p.ended_at) })}
                    </small>
                  </>
                )}
              </td>
              {writable && (
                <td>
                  {/* Ended by staff is final: it is not shown again. */}
                  {p.ended_at === null && (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => {
                        setSaved(null);
                        setEditing(p);
                      }}
                      aria-label={t('common.actOn', {
                        action: t('catalog.edit'),
                        target: title(p),
                      })}
                      data-testid={`promotion-edit-${p.id}`}
                    >
                      {t('catalog.edit')}
                    </button>
                  )}{' '}
                  {p.ended_at === null && (
                    <ConfirmButton
                      label={t('catalog.promotions.end')}
                      target={title(p)}
                      question={t('catalog.promotions.endQuestion', { title: title(p) })}
                      pending={end.isPending}
                      onConfirm={() => end.mutate(p.id)}
                      testId={`promotion-end-${p.id}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {promotions.data && list.length === 0 && (
        <p className="muted">{t('catalog.promotions.empty')}</p>
      )}
      <KeyArtPanel brand={brand.id} game={game} writable={writable} />
    </section>
  );
}
