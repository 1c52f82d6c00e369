import { toMyCardAmount } from './amounts.ts';
import { formFields } from './messages.ts';

// 交易成功資料之差異比對 (the differences report): MyCard posts to the merchant's comparison URL
// either one MyCardTradeNo or a StartDateTime/EndDateTime window, and reads back one line per
// successful trade, "PaymentType,TradeSeq,MyCardTradeNo,FacTradeSeq,CustomerId,Amount,Currency,
// TradeDateTime<BR>", e.g. "INGAME,KDS1501010000001,MXXXXX0000000001,FacTradeSeq00001,Cust001,150,
// TWD,2015-01-01T18:18:18<BR>" (the spec's example as quoted in a public Node game server; the
// same columns in naughtyjoint/manage api/MyCardCompare.php and xxtime/omnipay-mycard
// src/Message/CompareTransaction.php). Pure helpers: the lead's route reads the trades.

export type DifferenceQuery =
  { kind: 'trade'; myCardTradeNo: string } | { kind: 'window'; start: string; end: string };

const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** The comparison request (form body), or null when it is neither form. */
export function parseDifferenceQuery(body: string): DifferenceQuery | null {
  const fields = formFields(body);
  const tradeNo = fields.MyCardTradeNo?.trim();
  if (tradeNo)
    return /^[\w-]{1,64}$/.test(tradeNo) ? { kind: 'trade', myCardTradeNo: tradeNo } : null;
  const start = fields.StartDateTime?.trim();
  const end = fields.EndDateTime?.trim();
  if (start && end && dateTime.test(start) && dateTime.test(end) && start <= end) {
    return { kind: 'window', start, end };
  }
  return null;
}

export type ReportedTrade = {
  paymentType: string;
  /** MyCard's TradeSeq (AuthGlobal answer). */
  tradeSeq: string;
  myCardTradeNo: string;
  /** Our billing number. */
  facTradeSeq: string;
  customerId: string;
  amountMinor: number;
  currency: string;
  tradedAt: Date;
};

/**
 * TradeDateTime as "yyyy-MM-ddTHH:mm:ss".
 * UNCONFIRMED: the time zone; the example carries no offset. Taiwan time (UTC+8, no daylight
 * saving) is what omnipay-mycard's CompareTransaction writes (DateTimeZone('Asia/Taipei')), a
 * secondary source. (It also ends lines with "<BR>\r\n"; the other sources with "<BR>" alone.)
 */
export function tradeDateTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
}

/** The report body: one line per trade, each ended by <BR>; commas cannot appear in a field. */
export function formatDifferenceReport(trades: readonly ReportedTrade[]): string {
  const clean = (value: string) => value.replace(/[,<>\r\n]/g, '');
  return trades
    .map((t) =>
      [
        t.paymentType,
        t.tradeSeq,
        t.myCardTradeNo,
        t.facTradeSeq,
        t.customerId,
        toMyCardAmount(t.amountMinor, t.currency),
        t.currency,
        tradeDateTime(t.tradedAt),
      ]
        .map(clean)
        .join(','),
    )
    .map((line) => `${line}<BR>`)
    .join('');
}
