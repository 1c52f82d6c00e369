import { ResultCode } from '@topup/contracts/result-codes';
import type { Area } from '@topup/tenants/areas';
import { isAllowedArea } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

export const wrongAreaMessage = serverMessage('area.unavailable');

/**
 * SPEC §4 region resolution on the server: the requested domain_area must be one of the brand's
 * areas (else -3014, the app then goes to /notArea); without one, a single-area brand uses its
 * area, otherwise the area of the client id's game row (which is how ssgame's client_id → area
 * rule reaches the server). The app's storage step happens before it sends domain_area.
 */
export function resolveArea(
  tenant: Tenant,
  opts: { domainArea?: string | undefined; clientArea: string },
): Area {
  const requested = opts.domainArea?.trim();
  if (requested) {
    if (!isAllowedArea(tenant, requested)) {
      throw new AppError(ResultCode.WrongDomain, wrongAreaMessage);
    }
    return requested;
  }
  if (tenant.areas.length === 1) return tenant.areas[0]!;
  if (isAllowedArea(tenant, opts.clientArea)) return opts.clientArea;
  throw new AppError(ResultCode.WrongDomain, wrongAreaMessage);
}

export const serverElsewhereMessage = serverMessage('area.serverElsewhere');

/**
 * SPEC §3: every server belongs to one of the brand's areas, and that area decides the currency
 * and so the price. A character is only served in its server's area: a request resolved to
 * another area (say universal, priced in KRW, for an eru server priced in USD) is refused.
 */
export function assertServerInArea(server: { area: string }, area: string): void {
  if (server.area !== area) {
    throw new AppError(ResultCode.ServerNotInArea, serverElsewhereMessage);
  }
}

/**
 * The same check for calls where the app may leave the area out (getRoleList, evoke, limits): an
 * area the request names must be the brand's (-3014) and the server's (-3031). Without one they
 * answer about the character alone; no price is taken from them.
 */
export function assertNamedArea(
  tenant: Tenant,
  server: { area: string },
  named: string | undefined,
): void {
  const requested = named?.trim();
  if (!requested) return;
  if (!isAllowedArea(tenant, requested)) {
    throw new AppError(ResultCode.WrongDomain, wrongAreaMessage);
  }
  assertServerInArea(server, requested);
}
