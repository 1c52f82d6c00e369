import { nameIn } from '../../shared/localized-name.tsx';
import { formatInstant } from '../../shared/format.ts';
import { formatMoney } from '../../shared/money.ts';

// An audit entry's before/after as lines a person reads (issue 31 item 9): "Label: old → new" for
// each field that changed, money in its currency's units, times in the operator's zone, a name
// per language in words — never the stored JSON. The entries come from every console route, so
// this reads their shapes generally rather than knowing each one.

export type DiffLine = { key: string; label: string; before: string | null; after: string | null };
export type DiffWords = {
  yes: string;
  no: string;
  none: string;
  /** A coded value's words ("player-request" of a refund's reason), or null: shown as it is. */
  coded?: (key: string, value: string) => string | null;
  /**
   * A field's label in the operator's language by its field key (fieldKey), or null for a field
   * without one: that one is spelled out from its key, in English.
   */
  field?: (key: string) => string | null;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const languageKey = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const minorKey = /(_minor|Minor)$/;

/** A record of texts by language ({ en: 'Bronze', ko: '브론즈' }). */
function isTexts(v: Json): v is Record<string, string> {
  if (!isObj(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => languageKey.test(k) && typeof v[k] === 'string');
}

/**
 * The key a field's label is looked up by: the routes audit both API shapes (amount_minor) and
 * row shapes (amountMinor); both are "amount". Minor units are the value's, not the label's.
 */
export function fieldKey(key: string): string {
  return key
    .replace(minorKey, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** The label of a field: the operator's words for it, else spelled out from its key. */
function labelOf(key: string, w: DiffWords): string {
  return w.field?.(fieldKey(key)) ?? fieldLabel(key);
}

/** "amount_minor" → "Amount", "startsAt" → "Starts at", "product_id" → "Product id". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(minorKey, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? key : words[0]!.toUpperCase() + words.slice(1);
}

/** One value in words; `currency` is its record's, for amounts in minor units. */
function valueText(
  key: string,
  v: Json,
  currency: string | null,
  w: DiffWords,
  lang: string,
): string {
  if (v === null) return w.none;
  if (typeof v === 'boolean') return v ? w.yes : w.no;
  if (typeof v === 'number') {
    return minorKey.test(key) && currency ? formatMoney(v, currency) : v.toLocaleString(lang);
  }
  if (typeof v === 'string') {
    if (isoInstant.test(v)) return formatInstant(v);
    return w.coded?.(key, v) ?? v;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return w.none;
    return v.map((item) => valueText(key, item, currency, w, lang)).join(', ');
  }
  if (isTexts(v)) return nameIn(v, lang);
  // A nested record (a price, a limit): its fields in words, an amount with its own currency.
  const own = typeof v.currency === 'string' ? v.currency : currency;
  const parts = Object.entries(v)
    .filter(([k]) => !(k === 'currency' && Object.keys(v).some((o) => minorKey.test(o))))
    .map(([k, x]) => {
      const text = valueText(k, x, own, w, lang);
      return minorKey.test(k) ? text : `${labelOf(k, w)} ${text}`;
    });
  return parts.join(' · ');
}

const same = (a: Json | undefined, b: Json | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between before and after (all of after for a creation, all of before
 * for a deletion), in after's order. Texts per language give a line per language changed, the
 * operator's own first; a nested record a line per field.
 */
export function auditDiff(before: unknown, after: unknown, lang: string, w: DiffWords): DiffLine[] {
  const b = isObj(before) ? before : {};
  const a = isObj(after) ? after : {};
  if (!isObj(before) && !isObj(after)) {
    if (before == null && after == null) return [];
    const text = (v: unknown) => (v == null ? null : valueText('', v as Json, null, w, lang));
    return [{ key: 'value', label: '', before: text(before), after: text(after) }];
  }
  return diffRecords(b, a, '', lang, w);
}

function diffRecords(b: Obj, a: Obj, prefix: string, lang: string, w: DiffWords): DiffLine[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const currencyOf = (o: Obj) => (typeof o.currency === 'string' ? o.currency : null);
  const lines: DiffLine[] = [];
  for (const key of keys) {
    const was = b[key];
    const now = a[key];
    if (same(was, now)) continue;
    const label = prefix ? `${prefix} › ${labelOf(key, w)}` : labelOf(key, w);
    if ((was === undefined || isTexts(was)) && (now === undefined || isTexts(now))) {
      const bt = (was ?? {}) as Record<string, string>;
      const at = (now ?? {}) as Record<string, string>;
      const langs = [...new Set([...Object.keys(at), ...Object.keys(bt)])]
        .filter((l) => (bt[l] ?? '') !== (at[l] ?? ''))
        .sort((x, y) => Number(y === lang) - Number(x === lang));
      for (const l of langs) {
        lines.push({
          key: `${prefix}${key}.${l}`,
          label: `${label} (${languageName(l, lang)})`,
          before: bt[l] ?? null,
          after: at[l] ?? null,
        });
      }
      continue;
    }
    if (isObj(was) && isObj(now) && !isTexts(was) && !isTexts(now)) {
      lines.push(...diffRecords(was, now, label, lang, w));
      continue;
    }
    const text = (v: Json | undefined, o: Obj) =>
      v === undefined
        ? null
        : valueText(key, v, currencyOf(o) ?? currencyOf(a) ?? currencyOf(b), w, lang);
    lines.push({ key: `${prefix}${key}`, label, before: text(was, b), after: text(now, a) });
  }
  return lines;
}

/** "ja" → "Japanese" in the operator's language; the code itself when the browser cannot say. */
function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
