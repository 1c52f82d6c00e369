import type { ConsoleMethod } from '@topup/contracts/console-catalog';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { MethodRow } from '../../payments/methods/repository.ts';

/**
 * Method names and descriptions are text columns holding plain text or a JSON map of language
 * to text (the storefront reads both, i18n/text-in.ts). The console edits maps: plain text reads
 * as the brand's language; a map is written back as JSON.
 */
export function textsOf(stored: string | null, tenant: Tenant): Record<string, string> {
  if (stored === null || stored.trim() === '') return {};
  const text = stored.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      }
    } catch {
      // Plain text that happens to start with a brace.
    }
  }
  return { [tenant.defaultLanguage]: stored };
}

export const storedTexts = (texts: Record<string, string>): string | null =>
  Object.keys(texts).length === 0 ? null : JSON.stringify(texts);

export function methodData(row: MethodRow, tenant: Tenant): ConsoleMethod {
  return {
    country: row.country,
    method_key: row.methodKey,
    payway_id: row.paywayId,
    channel_id: row.channelId,
    family_id: row.familyId,
    parent_key: row.parentKey,
    names: textsOf(row.name, tenant),
    icon: row.icon,
    sort: row.sort,
    min_money: row.minMoney,
    max_money: row.maxMoney,
    descriptions: textsOf(row.description, tenant),
    open_coupon: row.openCoupon,
    pay_id: row.payId,
    areas: row.areas,
    platforms: row.platforms,
    active: row.active,
  };
}
