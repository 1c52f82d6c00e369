import { and, asc, inArray } from 'drizzle-orm';
import { languages } from '@topup/contracts/languages';
import type { Db } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/tables/payments.ts';
import { nameIn } from '../../../i18n/name-in.ts';
import { serverMessage, type MessageKey } from '../../../i18n/server-messages.ts';
import { localeMap } from '../../../i18n/text-in.ts';
import { cardExchangeKind, giftRedeemKind } from '../redemption-kinds.ts';
import { methodKeyOf } from './method-data.ts';

type Names = Record<string, string>;
type Brand = { id: string; defaultLanguage: string };

// Card and gift-code redemptions are orders without a method row; they are paid by that card.
const redemptionNames: Record<string, MessageKey> = {
  [methodKeyOf(cardExchangeKind.paywayId, cardExchangeKind.channelId)]: 'orders.prepaidCard',
  [methodKeyOf(giftRedeemKind.paywayId, giftRedeemKind.channelId)]: 'orders.giftCard',
};

const everyLanguage = (key: MessageKey): Names =>
  Object.fromEntries(languages.map((lang) => [lang, serverMessage(key).in(lang)]));

/** A stored name per language: a JSON map as it is, plain text as the brand's own language. */
function namesOf(stored: string, brand: Brand | undefined): Names {
  const map = localeMap(stored);
  if (map) return map;
  return stored.trim() ? { [brand?.defaultLanguage ?? 'en']: stored } : {};
}

/** "Convenience store · FamilyMart" in each language either name has. */
function withParent(own: Names, parent: Names): Names {
  const langs = new Set([...Object.keys(own), ...Object.keys(parent)]);
  return Object.fromEntries(
    [...langs].map((lang) => {
      const mine = nameIn(own, lang).trim();
      const above = nameIn(parent, lang).trim();
      return [lang, above && above !== mine ? `${above} · ${mine}` : mine];
    }),
  );
}

/**
 * The names of payment methods by their key (payway_channel) across the given brands and their
 * countries, per language, for reports that group orders by method (the console's dashboard):
 * inactive rows too, since an order outlives its offer. A key offered in several brands or
 * countries takes the name of the first brand (in the order given) and country that has one. A key
 * without a row is left out: the caller shows the key rather than a made-up name.
 */
export async function methodNamesByKey(
  db: Db,
  brands: readonly Brand[],
  keys: readonly string[],
): Promise<Record<string, Names>> {
  const out: Record<string, Names> = {};
  for (const key of keys) {
    const message = redemptionNames[key];
    if (message) out[key] = everyLanguage(message);
  }
  const wanted = keys.filter((key) => !out[key]);
  if (wanted.length === 0 || brands.length === 0) return out;
  const ids = brands.map((b) => b.id);
  const rowsOf = (methodKeys: readonly string[]) =>
    db
      .select({
        tenantId: paymentMethods.tenantId,
        country: paymentMethods.country,
        methodKey: paymentMethods.methodKey,
        parentKey: paymentMethods.parentKey,
        name: paymentMethods.name,
      })
      .from(paymentMethods)
      .where(
        and(
          inArray(paymentMethods.tenantId, ids),
          inArray(paymentMethods.methodKey, [...methodKeys]),
        ),
      )
      .orderBy(asc(paymentMethods.country), asc(paymentMethods.methodKey));
  const rank = new Map(ids.map((id, i) => [id, i]));
  const rows = (await rowsOf(wanted))
    .filter((r) => r.name.trim())
    .sort((a, b) => rank.get(a.tenantId)! - rank.get(b.tenantId)!);
  const parentKeys = [...new Set(rows.flatMap((r) => (r.parentKey ? [r.parentKey] : [])))];
  const parents = parentKeys.length === 0 ? [] : await rowsOf(parentKeys);
  const parentAt = new Map(parents.map((r) => [`${r.tenantId}/${r.country}/${r.methodKey}`, r]));
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  for (const row of rows) {
    if (out[row.methodKey]) continue;
    const brand = brandOf.get(row.tenantId);
    const own = namesOf(row.name, brand);
    const parent = row.parentKey
      ? parentAt.get(`${row.tenantId}/${row.country}/${row.parentKey}`)
      : undefined;
    out[row.methodKey] = parent ? withParent(own, namesOf(parent.name, brand)) : own;
  }
  return out;
}
