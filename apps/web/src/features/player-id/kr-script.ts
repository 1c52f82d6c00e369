import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { isMobile } from '../../shared/platform/device-platform.ts';
import { endpointFor, isKrEndpoint } from '../pay-methods/endpoint-for.ts';
import type { SubMethod } from '../pay-methods/listing-rules.ts';

/**
 * The Korean payment script opens this method's page (SPEC §7: ko, not mobile) — the recharge
 * sheet's rule, kept here so this page does not pull the sheet's hooks (and their chunks) in.
 */
export function paysWithKrScript(method: SubMethod | null): boolean {
  const endpoint = method && endpointFor(method.family_id);
  return Boolean(endpoint && isKrEndpoint(endpoint) && currentLanguage() === 'ko' && !isMobile());
}
