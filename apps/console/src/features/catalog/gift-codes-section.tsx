import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@topup/contracts/console-catalog';
import { formatMoney } from '../../shared/money.ts';
import { useStaff } from '../../shared/staff.tsx';
import type { CodeFilter } from './catalog-api.ts';
import { CodeBatches } from './code-batches.tsx';
import { CodeList } from './code-list.tsx';
import { useGiftCodes, useVoidGiftCode } from './codes-api.ts';
import { GiftCodeBatchForm } from './gift-code-batch-form.tsx';

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

  return (
    <section aria-labelledby="gift-codes-title">
      <CodeBatches
        title={t('catalog.giftCodes.title')}
        titleId="gift-codes-title"
        createLabel={t('catalog.giftCodes.createBatch')}
        brandId={brand.id}
        fileWhat="gift-codes"
        writable={writable}
        testId="gift-code-batch"
        form={(onCreated, onCancel) => (
          <GiftCodeBatchForm brand={brand} onCreated={onCreated} onCancel={onCancel} />
        )}
      />
      <CodeList
        testId="gift-code"
        filter={filter}
        onFilter={setFilter}
        searchLabel={t('catalog.giftCodes.search')}
        searchHint={t('catalog.giftCodes.searchHint')}
        rows={codes.data?.codes ?? []}
        rowKey={(c) => c.ref}
        heads={
          <>
            <th scope="col">{t('catalog.giftCodes.code')}</th>
            <th scope="col">{t('catalog.giftCodes.value')}</th>
          </>
        }
        cells={(c) => (
          <>
            <td>
              <code>{t('catalog.giftCodes.endsWith', { last4: c.last4 })}</code>
            </td>
            <td>{formatMoney(c.value_minor, c.currency)}</td>
          </>
        )}
        loaded={codes.data !== undefined}
        more={codes.data?.more ?? false}
        empty={t('catalog.giftCodes.empty')}
        error={codes.error ?? voidCode.error}
        writable={writable}
        voidTarget={(c) => t('catalog.giftCodes.named', { last4: c.last4 })}
        voidQuestion={(c) => t('catalog.giftCodes.voidQuestion', { last4: c.last4 })}
        voidPending={voidCode.isPending}
        onVoid={(c) => voidCode.mutate(c.ref)}
      />
    </section>
  );
}
