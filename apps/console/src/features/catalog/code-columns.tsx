import { useTranslation } from 'react-i18next';
import type { CodeStatus } from '@topup/contracts/console-codes';
import { formatTime } from '../../shared/format.ts';

export type Redemption = {
  status: CodeStatus;
  billing_no: string | null;
  valid_until: string | null;
  redeemed_at: string | null;
  created_at: string;
};

// The columns cards and gift codes share: their state, how long they are valid, and who (which
// order) redeemed them when.

export function RedemptionHeads() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t('catalog.codes.status')}</th>
      <th scope="col">{t('catalog.codes.validUntil')}</th>
      <th scope="col">{t('catalog.codes.redeemed')}</th>
      <th scope="col">{t('catalog.codes.created')}</th>
    </>
  );
}

export function RedemptionCells({ row }: { row: Redemption }) {
  const { t } = useTranslation();
  return (
    <>
      <td>{t(`catalog.codes.statuses.${row.status}`)}</td>
      <td>{row.valid_until ? formatTime(row.valid_until) : t('catalog.codes.noEnd')}</td>
      <td>
        {row.redeemed_at &&
          t('catalog.codes.redeemedBy', {
            at: formatTime(row.redeemed_at),
            order: row.billing_no ?? '—',
          })}
      </td>
      <td>{formatTime(row.created_at)}</td>
    </>
  );
}
