import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import { CardBatchForm } from './card-batch-form.tsx';
import { useGames, type CodeFilter } from './catalog-api.ts';
import { CodeFilters } from './code-filters.tsx';
import { RedemptionCells, RedemptionHeads } from './code-columns.tsx';
import { useCards, useVoidCard } from './codes-api.ts';
import { csvFileName, SecretCsv } from './secret-csv.tsx';

type Fresh = { csv: string; count: number; fileName: string };

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
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const gameName = (code: string | null) =>
    code === null
      ? t('catalog.cards.anyGame')
      : (games.data?.games.find((g) => g.code === code)?.name ?? code);
  const list = cards.data?.cards ?? [];

  return (
    <section aria-labelledby="cards-title">
      <div className="toolbar">
        <h2 id="cards-title">{t('catalog.cards.title')}</h2>
        {writable && !creating && (
          <button
            type="button"
            onClick={() => {
              setFresh(null);
              setCreating(true);
            }}
            data-testid="card-batch-create"
          >
            {t('catalog.cards.createBatch')}
          </button>
        )}
      </div>
      {creating && (
        <CardBatchForm
          brand={brand}
          games={games.data?.games ?? []}
          onCreated={({ csv, count }) => {
            setFresh({ csv, count, fileName: csvFileName(brand.id, 'prepaid-cards') });
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {fresh && (
        <SecretCsv
          csv={fresh.csv}
          count={fresh.count}
          fileName={fresh.fileName}
          onDone={() => setFresh(null)}
          testId="card-batch-csv"
        />
      )}

      <CodeFilters
        value={filter}
        onChange={setFilter}
        searchLabel={t('catalog.cards.search')}
        searchHint={t('catalog.cards.searchHint')}
        testId="card-filter"
      />
      <ErrorBox error={cards.error ?? voidCard.error} testId="cards-error" />
      <table className="table" data-testid="cards-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.cards.number')}</th>
            <th scope="col">{t('catalog.game')}</th>
            <th scope="col">{t('catalog.cards.price')}</th>
            <th scope="col">{t('catalog.cards.gems')}</th>
            <RedemptionHeads />
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr key={c.card_no} data-testid={`card-row-${c.card_no}`}>
              <td>
                <code>{c.card_no}</code>
              </td>
              <td>{gameName(c.game_code)}</td>
              <td>{formatMoney(c.price_minor, c.currency)}</td>
              <td>
                {c.gems}
                {c.extra_gems > 0 && ` + ${c.extra_gems}`}
              </td>
              <RedemptionCells row={c} />
              {writable && (
                <td>
                  {c.status === 'active' && (
                    <ConfirmButton
                      label={t('catalog.codes.void')}
                      target={t('catalog.cards.named', { card: c.card_no })}
                      question={t('catalog.cards.voidQuestion', { card: c.card_no })}
                      pending={voidCard.isPending}
                      onConfirm={() => voidCard.mutate(c.card_no)}
                      testId={`card-void-${c.card_no}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {cards.data && list.length === 0 && <p className="muted">{t('catalog.cards.empty')}</p>}
      {cards.data?.more && (
        <p className="muted" data-testid="cards-more">
          {t('catalog.codes.more', { count: list.length })}
        </p>
      )}
    </section>
  );
}
