import { createHash, timingSafeEqual } from 'node:crypto';

// Codapay's Transaction Completion Notification checksum: "Append the values ... as a string as
// follows: TxnID + API key + OrderId + ResultCode", MD5 of it, as a hexadecimal string
// (https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/transaction-notification/ensuring-security).
// The public Elixir client agrees: seed = Enum.join([txn_id, api_key, order_id, result_code]),
// lower-case hex (giraphme/ex_codapay, lib/ex_codapay/completion_callback.ex).

export type ChecksumFields = { txnId: string; orderId: string; resultCode: string };

export function codapayChecksum(fields: ChecksumFields, apiKey: string): string {
  return createHash('md5')
    .update(`${fields.txnId}${apiKey}${fields.orderId}${fields.resultCode}`, 'utf8')
    .digest('hex');
}

/** Constant-time check of a notification's Checksum (hex, either case). */
export function verifyCodapayChecksum(
  fields: ChecksumFields,
  apiKey: string,
  checksum: string,
): boolean {
  if (!/^[0-9a-fA-F]{32}$/.test(checksum)) return false;
  const expected = Buffer.from(codapayChecksum(fields, apiKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(checksum, 'hex'));
}
