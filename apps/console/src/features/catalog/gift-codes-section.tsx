import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { ConfirmButton } from '../../shared/confirm-button.tsx';
import { ErrorBox } from '../../shared/error-text.tsx';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import type { CodeFilter } from './catalog-api.ts';
import { CodeFilters } from './code-filters.tsx';
import { RedemptionCells, RedemptionHeads } from './code-columns.tsx';
import { useGiftCodes, useVoidGiftCode } from './codes-api.ts';
import { GiftCodeBatchForm } from './gift-code-batch-form.tsx';
import { csvFileName, SecretCsv } from './secret-csv.tsx';

type Fresh = { csv: string; count: number; fileName: string };

/**
 * A brand's gift codes: new batches (the codes answered once, as CSV), the list by state or by
 * the last four characters support reads off a card, and voiding unredeemed codes. The server
 * keeps only each code's hash: rows are known by that reference and the last four characters.
 */
export function GiftCodesSection({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation();
  const { can } = useStaff();
  const writable = can('catalog:write');
  const [filter, setFilter] = useState<CodeFilter>({ status: '', q: '' });
  const codes = useGiftCodes(brand.id, filter);
  const voidCode = useVoidGiftCode(brand.id);
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const list = codes.data?.codes ?? [];

  return (
    <section aria-labelledby="gift-codes-title">
      <div className="toolbar">
        <h2 id="gift-codes-title">{t('catalog.giftCodes.title')}</h2>
        {writable && !creating && (
          <button
            type="button"
            onClick={() => {
              setFresh(null);
              setCreating(true);
            }}
            data-testid="gift-code-batch-create"
          >
            {t('catalog.giftCodes.createBatch')}
          </button>
        )}
      </div>
      {creating && (
        <GiftCodeBatchForm
          brand={brand}
          onCreated={({ csv, count }) => {
            setFresh({ csv, count, fileName: csvFileName(brand.id, 'gift-codes') });
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
          testId="gift-code-batch-csv"
        />
      )}

      <CodeFilters
        value={filter}
        onChange={setFilter}
        searchLabel={t('catalog.giftCodes.search')}
        searchHint={t('catalog.giftCodes.searchHint')}
        testId="gift-code-filter"
      />
      <ErrorBox error={codes.error ?? voidCode.error} testId="gift-codes-error" />
      <table className="table" data-testid="gift-codes-table">
        <thead>
          <tr>
            <th scope="col">{t('catalog.giftCodes.code')}</th>
            <th scope="col">{t('catalog.giftCodes.value')}</th>
            <RedemptionHeads />
            {writable && <th scope="col" aria-label={t('catalog.actions')} />}
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr key={c.ref} data-testid={`gift-code-row-${c.ref}`}>
              <td>
                <code>{t('catalog.giftCodes.endsWith', { last4: c.last4 })}</code>
              </td>
              <td>{formatMoney(c.value_minor, c.currency)}</td>
              <RedemptionCells row={c} />
              {writable && (
                <td>
                  {c.status === 'active' && (
                    <ConfirmButton
                      label={t('catalog.codes.void')}
                      target={t('catalog.giftCodes.named', { last4: c.last4 })}
                      question={t('catalog.giftCodes.voidQuestion', { last4: c.last4 })}
                      pending={voidCode.isPending}
                      onConfirm={() => voidCode.mutate(c.ref)}
                      testId={`gift-code-void-${c.ref}`}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {codes.data && list.length === 0 && <p className="muted">{t('catalog.giftCodes.empty')}</p>}
      {codes.data?.more && (
        <p className="muted" data-testid="gift-codes-more">
          {t('catalog.codes.more', { count: list.length })}
        </p>
      )}
    </section>
  );
}
