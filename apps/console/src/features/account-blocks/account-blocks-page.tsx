import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBlock } from '@topup/contracts/console-account-blocks';
import { ErrorBox } from '../../shared/error-text.tsx';
import { CheckField, Field } from '../../shared/field.tsx';
import { useStaff } from '../../shared/staff.tsx';
import { BlocksTable } from './blocks-table.tsx';
import { blockKeys, blocksApi, type BlockFilter } from './blocks-api.ts';

type Search = Omit<BlockFilter, 'tenant' | 'page'>;
const noSearch: Search = { suid: '', all: false };

/**
 * Accounts blocked from buying until they pay for goods of a refunded order the game could not
 * take back (issue 14). Everyone with orders:read sees them; orders:write adds the make-up
 * payment link to send and lifting a block by hand, with a note. The shell's brand filter applies.
 */
export function AccountBlocksPage() {
  const { t } = useTranslation();
  const { brand, can } = useStaff();
  const writable = can('orders:write');
  const [form, setForm] = useState<Search>(noSearch);
  const [search, setSearch] = useState<Search>(noSearch);
  const [lifting, setLifting] = useState<string | null>(null);
  const [lifted, setLifted] = useState<ConsoleBlock | null>(null);
  const [page, setPage] = useState(1);
  const filter: BlockFilter = { tenant: brand, ...search, page };
  const blocks = useQuery({
    queryKey: blockKeys.list(filter),
    queryFn: () => blocksApi.list(filter),
    placeholderData: keepPreviousData,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setLifting(null);
    setPage(1);
    setSearch({ suid: form.suid.trim(), all: form.all });
  }

  const items = blocks.data?.items ?? [];
  const pages = blocks.data ? Math.max(1, Math.ceil(blocks.data.total / blocks.data.page_size)) : 1;
  return (
    <section className="console-page" aria-labelledby="blocks-title">
      <h1 id="blocks-title">{t('nav.account-blocks')}</h1>
      <p className="muted">{t('accountBlocks.intro')}</p>
      <form
        className="panel toolbar"
        onSubmit={submit}
        role="search"
        aria-label={t('accountBlocks.filters')}
      >
        <Field
          label={t('accountBlocks.suid')}
          value={form.suid}
          maxLength={80}
          onChange={(suid) => setForm((f) => ({ ...f, suid }))}
        />
        <CheckField
          label={t('accountBlocks.includeLifted')}
          checked={form.all}
          onChange={(all) => setForm((f) => ({ ...f, all }))}
        />
        <button type="submit">{t('accountBlocks.search')}</button>
      </form>
      <ErrorBox error={blocks.error} />
      {lifted && (
        <p role="status" data-testid="block-lifted">
          {t('accountBlocks.liftDone', { billingNo: lifted.billing_no })}
        </p>
      )}
      {blocks.isPending && <p role="status">{t('app.loading')}</p>}
      {blocks.data &&
        (items.length === 0 ? (
          <p className="muted">{t('accountBlocks.none')}</p>
        ) : (
          <BlocksTable
            blocks={items}
            writable={writable}
            lifting={lifting}
            onLift={(key) => {
              setLifted(null);
              setLifting(key);
            }}
            onLifted={(block) => {
              setLifting(null);
              setLifted(block);
            }}
          />
        ))}
      {pages > 1 && (
        <nav className="toolbar" aria-label={t('accountBlocks.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('accountBlocks.previous')}
          </button>
          <span>{t('accountBlocks.pageOf', { page, pages, total: blocks.data?.total ?? 0 })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('accountBlocks.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
