import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { CardBatchForm } from './card-batch-form.tsx';
import { useGames, type CodeFilter } from './catalog-api.ts';
import { CodeBatches } from './code-batches.tsx';
import { CodeList } from './code-list.tsx';
import { useCards, useVoidCard } from './codes-api.ts';

/**
 * A brand's prepaid cards: new batches (their numbers and passwords answered once, as CSV), the
 * list by state or number, and voiding a card that was lost or leaked before anyone redeemed it.
 */
export function CardsSection({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const games = useGames(brand.id);
  const [filter, setFilter] = useState<CodeFilter>({ status: '', q: '' });
  const cards = useCards(brand.id, filter);
  const voidCard = useVoidCard(brand.id);
  const gameName = (code: string | null) =>
    code === null
      ? t('catalog.cards.anyGame')
      : (games.data?.games.find((g) => g.code === code)?.name ?? code);

  return (
    <section aria-labelledby="cards-title">
      <CodeBatches
        title={t('catalog.cards.title')}
        titleId="cards-title"
        createLabel={t('catalog.cards.createBatch')}
        brandId={brand.id}
        fileWhat="prepaid-cards"
        writable={writable}
        testId="card-batch"
        form={(onCreated, onCancel) => (
          <CardBatchForm
            brand={brand}
            games={games.data?.games ?? []}
            onCreated={onCreated}
            onCancel={onCancel}
          />
        )}
      />
      <CodeList
        testId="card"
        filter={filter}
        onFilter={setFilter}
        searchLabel={t('catalog.cards.search')}
        searchHint={t('catalog.cards.searchHint')}
        rows={cards.data?.cards ?? []}
        rowKey={(c) => c.card_no}
        heads={
          <>
            <th scope="col">{t('catalog.cards.number')}</th>
            <th scope="col">{t('catalog.game')}</th>
            <th scope="col">{t('catalog.cards.price')}</th>
            <th scope="col">{t('catalog.cards.gems')}</th>
          </>
        }
        cells={(c) => (
          <>
            <td>
              <code>{c.card_no}</code>
            </td>
            <td>{gameName(c.game_code)}</td>
            <td>{formatMoney(c.price_minor, c.currency)}</td>
            <td>
              {c.gems}
              {c.extra_gems > 0 && ` + ${c.extra_gems}`}
            </td>
          </>
        )}
        loaded={cards.data !== undefined}
        more={cards.data?.more ?? false}
        empty={t('catalog.cards.empty')}
        error={cards.error ?? voidCard.error}
        writable={writable}
        voidTarget={(c) => t('catalog.cards.named', { card: c.card_no })}
        voidQuestion={(c) => t('catalog.cards.voidQuestion', { card: c.card_no })}
        voidPending={voidCard.isPending}
        onVoid={(c) => voidCard.mutate(c.card_no)}
      />
    </section>
  );
}
