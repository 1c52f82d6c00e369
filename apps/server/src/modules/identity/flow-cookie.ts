import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHostName, normalizeHost } from '@topup/tenants/resolve-host';
import { FLOW_TTL_MS } from './flows.ts';

// The browser that starts a third-party login keeps a mark of its flow in an HttpOnly cookie, and
// only a finishing call that brings the mark back may use the flow: a code and state an attacker
// got for himself, finished in someone else's browser, are refused (login CSRF, RFC 6749 §10.12:
// bind the state to the user-agent; RFC 9700 §4.7.1). Decision 0033.
//
// Path=/ because the shop's login (/util/login/*) and the make-up payment page's (/api/ingame/*)
// both use it, on the brand's own host. SameSite=Lax: the provider sends the player back with a
// top-level navigation, then the page's same-origin fetch finishes; no cross-site request may
// carry it. Over HTTPS (always in production) the name takes the __Host- prefix: Secure, no
// Domain, so a sibling subdomain cannot plant its own marks (cookie tossing).

const NAME = 'topup_login';
const HOST_NAME = `__Host-${NAME}`;
// Flows one browser may have open at once (tabs, a retried start); older marks drop off.
const KEEP = 4;
const markShape = /^[A-Za-z0-9_-]{22}$/;

/** The mark of one flow: its key (state, or X's oauth_token) hashed, 128 bits. */
export const flowMark = (flowKey: string) =>
  createHash('sha256').update(flowKey, 'utf8').digest().subarray(0, 16).toString('base64url');

// Production is HTTPS even when a proxy in front does not say so; its `<id>.localhost` hosts (the
// E2E run, a staging shop on one machine) are plain HTTP, where a Secure cookie would be lost.
const secureFor = (request: FastifyRequest, production: boolean) =>
  request.protocol === 'https' || (production && !isLocalHostName(normalizeHost(request.host)));

/** The flow marks this browser holds (only well-formed ones; none: an empty list). */
export function browserFlowMarks(request: FastifyRequest, production: boolean): string[] {
  const name = secureFor(request, production) ? HOST_NAME : NAME;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    return part
      .slice(eq + 1)
      .trim()
      .split('.')
      .filter((m) => markShape.test(m));
  }
  return [];
}

/** Adds the new flow's mark to this browser's cookie (lives as long as a flow). */
export function rememberFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  flowKey: string,
  production: boolean,
): void {
  const secure = secureFor(request, production);
  const marks = [...browserFlowMarks(request, production), flowMark(flowKey)].slice(-KEEP);
  const maxAge = Math.floor(FLOW_TTL_MS / 1000);
  reply.header(
    'set-cookie',
    `${secure ? HOST_NAME : NAME}=${marks.join('.')}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
