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
