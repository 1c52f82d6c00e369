import { Secret, TOTP } from 'otpauth';

// RFC 6238 TOTP as authenticator apps use it (SHA-1, 6 digits, 30 s), through the otpauth
// library; the RFC's own test vectors are checked in totp.test.ts.
const PERIOD = 30;

export function totpFor(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Topup console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to, accepting one step of clock drift either side; null when the
 * code is wrong.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code for a moment (tests, the demo's scripts/totp.ts). */
export function totpCode(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

/** otpauth:// URI an authenticator app reads (shown once when a staff member is created). */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}
