import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { AppError } from '../../../plugins/app-error.ts';
import { assertBrand, staffOf } from '../guard.ts';

export const badInput = (message: string) => new AppError(ResultCode.BadRequest, message);
export const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);

/**
 * The brand of a console catalog route (the :tenant path parameter): -404 when it is not one of
 * the staff member's brands, the same answer as a brand that does not exist.
 */
export function brandOf(request: FastifyRequest, tenants: readonly Tenant[], id: string): Tenant {
  assertBrand(staffOf(request), id);
  const tenant = tenants.find((t) => t.id === id);
  if (!tenant) throw notFound();
  return tenant;
}

/** The currencies a brand sells in: its default and its per-area ones. */
export function currenciesOf(tenant: Tenant): string[] {
  return [...new Set([tenant.currencies.default, ...Object.values(tenant.currencies.perArea)])];
}

/** -400 unless each currency is one the brand sells in. */
export function checkCurrencies(tenant: Tenant, codes: readonly string[]): void {
  const known = currenciesOf(tenant);
  const unknown = codes.filter((c) => !known.includes(c));
  if (unknown.length) {
    throw badInput(
      `Currency ${unknown.join(', ')} is not sold by ${tenant.id} (it sells ${known.join(', ')})`,
    );
  }
}

/** -400 without a text in the brand's default language (the storefront falls back to it). */
export function checkTexts(tenant: Tenant, texts: Record<string, string>, field: string): void {
  if (!texts[tenant.defaultLanguage]) {
    throw badInput(`${field}: expected a text in ${tenant.defaultLanguage}, the brand's language`);
  }
}

/** -400 unless each area is one of the brand's. */
export function checkAreas(tenant: Tenant, list: readonly string[]): void {
  const unknown = list.filter((a) => !(tenant.areas as readonly string[]).includes(a));
  if (unknown.length) {
    throw badInput(`Area ${unknown.join(', ')} is not an area of ${tenant.id}`);
  }
}
