import { formatTimestamp } from '../../shared/format/time.ts';

// SPEC §5: a coupon's validity reads YYYY/MM/DD HH:mm with a UTC offset, in the coupon's own zone.

/** '2025-03-09T23:59:59Z' in 'Asia/Tokyo' -> '2025/03/10 08:59 (UTC+09:00)'. */
export function formatValidity(iso: string, timeZone: string): string {
  return formatTimestamp(iso, timeZone || 'UTC');
}
