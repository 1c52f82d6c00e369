import type { ConsolePromotion, PromotionInput } from '@topup/contracts/console-promotions';
import { isSameOriginPath } from '@topup/contracts/same-origin-path';
import { fromDateInput, toDateInput } from '../../shared/date-input.ts';
import { wholeNumber } from '../../shared/whole-number.ts';

// A promotion as the form edits it (texts as typed) and as the API takes it. The checks are the
// contract's (promotionInputSchema) in the order a person fixes them.

export type LinkKind = 'none' | 'goods' | 'path';
export type PromotionRow = {
  titles: Record<string, string>;
  texts: Record<string, string>;
  link: LinkKind;
  product: string;
  path: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  sort: string;
};

/** Why the typed promotion cannot be sent: a key under catalog.promotions.invalid. */
export type PromotionProblem =
  'needTitle' | 'needDates' | 'startsBeforeEnds' | 'needProduct' | 'badPath' | 'sortRange';

const trimmed = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([lang, text]) => [lang, text.trim()])
      .filter(([, text]) => text !== ''),
  );

export function promotionRowOf(p: ConsolePromotion | null, now = new Date()): PromotionRow {
  const week = new Date(now.getTime() + 7 * 86_400_000);
  return {
    titles: p?.titles ?? {},
    texts: p?.texts ?? {},
    link: p?.link_product_id ? 'goods' : p?.link_path ? 'path' : 'none',
    product: p?.link_product_id ?? '',
    path: p?.link_path ?? '',
    startsAt: toDateInput(p?.starts_at ?? now.toISOString()),
    endsAt: toDateInput(p?.ends_at ?? week.toISOString()),
    active: p?.active ?? true,
    sort: String(p?.sort ?? 0),
  };
}

export function promotionInput(
  row: PromotionRow,
  defaultLanguage: string,
): { body: PromotionInput } | { problem: PromotionProblem } {
  const titles = trimmed(row.titles);
  if (!titles[defaultLanguage]) return { problem: 'needTitle' };
  const starts = fromDateInput(row.startsAt);
  const ends = fromDateInput(row.endsAt);
  if (starts === null || ends === null) return { problem: 'needDates' };
  if (Date.parse(starts) >= Date.parse(ends)) return { problem: 'startsBeforeEnds' };
  if (row.link === 'goods' && row.product === '') return { problem: 'needProduct' };
  const path = row.path.trim();
  if (row.link === 'path' && !isSameOriginPath(path)) return { problem: 'badPath' };
  const sort = wholeNumber(row.sort.trim() === '' ? '0' : row.sort);
  if (!(sort >= 0 && sort <= 1_000_000)) return { problem: 'sortRange' };
  return {
    body: {
      titles,
      texts: trimmed(row.texts),
      link_product_id: row.link === 'goods' ? row.product : null,
      link_path: row.link === 'path' ? path : null,
      starts_at: starts,
      ends_at: ends,
      active: row.active,
      sort,
    } as PromotionInput,
  };
}
