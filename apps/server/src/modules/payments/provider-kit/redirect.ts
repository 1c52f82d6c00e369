import type { CreatedPayment } from './protocol.ts';

/**
 * A provider's payment page as a redirect, only when it is on one of the mode's page origins:
 * anything else is refused rather than handed to the player. `what` names the page in the error.
 */
export function redirectWithin(
  url: string,
  providerRef: string,
  pageOrigins: readonly string[],
  what: string,
): CreatedPayment {
  let origin: string | null;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = null;
  }
  if (!origin || !pageOrigins.includes(origin)) {
    return { ok: false, error: `${what} at an unexpected origin: ${origin}`, retryable: false };
  }
  return { ok: true, kind: 'redirect', url, providerRef };
}
