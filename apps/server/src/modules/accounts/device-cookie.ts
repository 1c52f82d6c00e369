import type { FastifyReply, FastifyRequest } from 'fastify';

// The known-device token rides in a cookie so the shop's pages send it on their own (same-origin
// fetch): no client change, and HttpOnly keeps it from scripts. Cookies are per host, so each
// brand (host) has its own.
export const DEVICE_COOKIE = 'topup_device';

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The device token from the Cookie header, or undefined (only its one well-formed value). */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (tokenShape.test(value)) return value;
  }
  return undefined;
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  );
}
