import { getBoot } from '../../../shared/boot/boot.ts';
import { getIdfv } from '../../../shared/boot/idfv.ts';
import { readQueryParams } from '../../../shared/boot/query-params.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { devicePlatform } from '../../../shared/platform/device-platform.ts';
import { getItem, setItem } from '../../../shared/storage/storage.ts';
import { sessionId } from '../../../shared/tracking/track-event.ts';
import { sessionToken } from '../../account/session-token.ts';
import type { PayEnvironment } from './build-payload.ts';

// The visit's start, kept for a day (trackTimestamp), so every payment of one visit reports the
// same session time.
function sessionTime(now: number): number {
  const stored = getItem<unknown>('trackTimestamp');
  if (typeof stored === 'number' && Number.isInteger(stored) && stored > 0) return stored;
  const seconds = Math.floor(now / 1000);
  setItem('trackTimestamp', seconds);
  return seconds;
}

/** What the payload takes from the browser: language, platform, device, session, traffic, token. */
export function payEnvironment(search: string, now = Date.now()): PayEnvironment {
  const tenant = getBoot().tenant;
  const traffic = getItem<unknown>('trafficSource');
  return {
    lang: currentLanguage(),
    platform: devicePlatform(),
    did: getIdfv(search),
    sessionId: sessionId(),
    sessionTime: sessionTime(now),
    trafficSource: typeof traffic === 'string' ? traffic : undefined,
    areaId: readQueryParams(search, tenant.readsUtm).area_id,
    token: sessionToken(tenant, search),
  };
}
