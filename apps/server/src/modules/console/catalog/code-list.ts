import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../../plugins/app-error.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

/** Rows per page of a code or card listing; `more` says when there were more. */
export const codePageSize = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A code's or card's redemption fields as the console shows them. */
export function redemptionOf(row: {
  status: string;
  billingNo: string | null;
  validUntil: Date | null;
  redeemedAt: Date | null;
  createdAt: Date;
}) {
  return {
    status: row.status as 'active' | 'redeemed' | 'void',
    billing_no: row.billingNo,
    valid_until: iso(row.validUntil),
    redeemed_at: iso(row.redeemedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** -400 when a code or card to void is not active (a redeemed one stays redeemed). */
export const notActive = (status: string) =>
  new AppError(ResultCode.BadRequest, consoleMessage('codeNotActive', { status }));
