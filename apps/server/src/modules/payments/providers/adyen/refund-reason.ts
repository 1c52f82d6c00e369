import type { RefundReason } from '@topup/contracts/console-orders';
import type { MerchantRefundReason } from './messages.ts';

/**
 * Our refund reasons (the console's refund form, ADR 0052) as Adyen's merchantRefundReason, whose
 * values are fixed (messages.ts cites them); the staff member's own words of 'other' stay in the
 * order's story and the audit log, since Adyen's refund request has no free-text field. Goods not
 * delivered are no RETURN (nothing came back from the player): OTHER.
 */
export const adyenReason: Record<RefundReason, MerchantRefundReason> = {
  'player-request': 'CUSTOMER REQUEST',
  duplicate: 'DUPLICATE',
  fraud: 'FRAUD',
  'not-delivered': 'OTHER',
  other: 'OTHER',
};
