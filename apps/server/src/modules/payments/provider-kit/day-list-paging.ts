import type { ListedDay, ListedTransaction } from './protocol.ts';

// Paging through a provider's list of a day (Xsolla's Find transactions, Airwallex's payment
// intents): to the end, paced and capped like the per-order queries (reconcile/query-day.ts), so
// one brand's busy day never floods the provider nor runs for ever.

/** At most this many pages are read for one day; the report says when more were left. */
export const MAX_DAY_PAGES = 200;
/** Pages started per second (the lowest published rate limit of our providers is 10 a second). */
export const DAY_PAGES_PER_SECOND = 5;

export type DayPage = { lines: ListedTransaction[]; more: boolean };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads pages 0, 1, 2… with `page` until it says there are no more, `maxPages` were read (the
 * lines are then marked truncated) or a page fails (null: the day is compared again later, never
 * half a day reported).
 */
export async function readDayPages(
  page: (index: number) => Promise<DayPage | null>,
  opts: { maxPages?: number; perSecond?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<ListedDay | null> {
  const maxPages = opts.maxPages ?? MAX_DAY_PAGES;
  const gapMs = 1000 / (opts.perSecond ?? DAY_PAGES_PER_SECOND);
  const sleep = opts.sleep ?? wait;
  const lines: ListedDay = [];
  for (let index = 0; ; index++) {
    const started = Date.now();
    const read = await page(index).catch(() => null);
    if (!read) return null;
    lines.push(...read.lines);
    if (!read.more) return lines;
    if (index + 1 >= maxPages) {
      lines.truncated = true;
      return lines;
    }
    const rest = gapMs - (Date.now() - started);
    if (rest > 0 && Number.isFinite(rest)) await sleep(rest);
  }
}
