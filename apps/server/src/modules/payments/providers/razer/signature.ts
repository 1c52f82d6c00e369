import { createHash, timingSafeEqual } from 'node:crypto';

// The MD5 hashes of Razer Merchant Services (Fiuu, formerly MOLPay), each a plain concatenation of
// the values in a fixed order, lower-case hex (https://docs.fiuu.dev/reference/security-data-integrity
// and the pages cited per hash).

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The payment request's vcode, "extended" form (amount, merchant ID, order ID, Verify Key,
 * currency): "COMPULSORY for merchants accepting multi currency channels ... Enable the option
 * 'Use extended format for Verify Payment'" (https://docs.fiuu.dev/docs/vcode-in-payment-request).
 * The store sells in several currencies, so the extended format is the one it uses.
 */
export function razerVcode(
  fields: { amount: string; orderId: string; currency: string },
  merchantId: string,
  verifyKey: string,
): string {
  return md5(`${fields.amount}${merchantId}${fields.orderId}${verifyKey}${fields.currency}`);
}

export type NotificationHashFields = {
  tranID: string;
  orderid: string;
  status: string;
  domain: string;
  amount: string;
  currency: string;
  paydate: string;
  appcode: string;
};

/**
 * The skey of a payment response (return, notify and callback URL alike):
 * pre_skey = md5(txnID & orderID & status & merchantID & amount & currency);
 * skey = md5(paydate & merchantID & pre_skey & appcode & secret_key)
 * (https://e2payprod.gitbook.io/payment-gateway/api-documentation/technical-doc-of-fiuu-id/security-and-data-integrity/skey;
 * "&" is PHP's concatenation there).
 */
export function razerNotificationSkey(fields: NotificationHashFields, secretKey: string): string {
  const pre = md5(
    `${fields.tranID}${fields.orderid}${fields.status}${fields.domain}${fields.amount}${fields.currency}`,
  );
  return md5(`${fields.paydate}${fields.domain}${pre}${fields.appcode}${secretKey}`);
}

/** Query by order ID: skey = md5({oID}{domain}{verify_key}{amount}) (docs.fiuu.dev/docs/indirect-status-requery). */
export function razerQuerySkey(
  fields: { orderId: string; amount: string },
  merchantId: string,
  verifyKey: string,
): string {
  return md5(`${fields.orderId}${merchantId}${verifyKey}${fields.amount}`);
}

/** Its answer's VrfKey = md5({Amount}{secret_key}{Domain}{OrderID}{StatCode}) (same page). */
export function razerQueryVrfKey(
  fields: { amount: string; domain: string; orderId: string; statCode: string },
  secretKey: string,
): string {
  return md5(`${fields.amount}${secretKey}${fields.domain}${fields.orderId}${fields.statCode}`);
}

/**
 * The refund request's Signature = md5({RefundType}{MerchantID}{RefID}{TxnID}{Amount}{secret_key})
 * (https://docs.fiuu.dev/docs/advanced-fullpartial-refund).
 */
export function razerRefundRequestSignature(
  fields: { refundType: string; refId: string; txnId: string; amount: string },
  merchantId: string,
  secretKey: string,
): string {
  return md5(
    `${fields.refundType}${merchantId}${fields.refId}${fields.txnId}${fields.amount}${secretKey}`,
  );
}

/**
 * The refund answer's (and refund notification's) Signature =
 * md5({RefundType}{MerchantID}{RefID}{RefundID}{TxnID}{Amount}{Status}{secret_key}) (same page).
 */
export function razerRefundAnswerSignature(
  fields: {
    refundType: string;
    merchantId: string;
    refId: string;
    refundId: string;
    txnId: string;
    amount: string;
    status: string;
  },
  secretKey: string,
): string {
  return md5(
    `${fields.refundType}${fields.merchantId}${fields.refId}${fields.refundId}${fields.txnId}${fields.amount}${fields.status}${secretKey}`,
  );
}

/** Constant-time comparison of a received MD5 hex (either case) with the expected one. */
export function sameMd5(expected: string, received: string): boolean {
  if (!/^[0-9a-fA-F]{32}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}
