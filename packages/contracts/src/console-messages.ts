// The console server's own refusals (issue 31): English in the answer's `msg` (what an API
// client and a support log read), and one template each here, so the console can tell which it
// got and say it in the operator's language from its own dictionary (apps/console error.server.*).
// A message not listed stays as the server wrote it. `{name}` is a value filled in.

export const consoleMessages = {
  replayNothing: 'Nothing to replay: no failed delivery on this order',
  replayBusy: 'This delivery is already being replayed',
  refundStatus: 'A {status} order cannot be refunded',
  refundRefused: 'The provider refused the refund: {error}',
  ordersCsvTooMany:
    'More than {max} orders match: narrow the search (dates, brand or status) to export.',
  dayNotBegun: 'That day has not begun',
  nothingToCompare: 'This provider offers nothing to compare with for this brand',
  blockLifted: 'This block is already lifted',
  staffExists: 'A staff member with this email exists already',
  staffOwnRole: 'You cannot change your own role or brands; ask another owner',
  staffDisableSelf: 'You cannot disable yourself',
  tokensTooMany: 'You have {max} active tokens; revoke one first',
  notCalendarDate: '{field}: not a calendar date ({text})',
  fromAfterTo: 'from: after to',
  rangeTooLong: 'range: at most {max} days (asked {days})',
  zoneUnknown: 'tz: the database does not know the zone {tz}',
  typeUsed: 'Goods type {type} is used by {count} goods',
  typeMissing: 'Goods type {type} does not exist in {game}; create it first',
  productExists: 'Product id {product} already exists in {brand}',
  goodsHaveOrders: 'Goods {product} have orders; switch them off instead',
  codeNotActive: 'Only an active code can be voided (this one is {status})',
  vipLevelMissing: 'VIP level {level} does not exist; create it first',
  couponClaimed: 'Players claimed coupon {coupon}; it stays',
  offerStepTaken: 'Step {step} of {chain} is taken',
  offerEnded: 'The offer of {product} was ended; it cannot be changed',
  methodExists: 'Method {method} already exists in {country}',
  pictureOrigin: 'Pictures from {origin} are not shown by the shop: upload the picture',
} as const;

export type ConsoleMessageKey = keyof typeof consoleMessages;
export type ConsoleMessageParams = Record<string, string | number>;

/** The English message of `key` with its values filled in. */
export function consoleMessage(key: ConsoleMessageKey, params: ConsoleMessageParams = {}): string {
  return consoleMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each template as a pattern whose groups are its values, in order of appearance.
const patterns = (Object.keys(consoleMessages) as ConsoleMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = consoleMessages[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** Which console message `text` is, with its values; null for any other text. */
export function readConsoleMessage(
  text: string,
): { key: ConsoleMessageKey; params: Record<string, string> } | null {
  for (const { key, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return null;
}
