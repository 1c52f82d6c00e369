import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHostResolver, normalizeHost } from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../config.ts';
import { backupOriginsFor } from '../lib/store-origin.ts';
import { sharedPlugin } from './plugin-meta.ts';

type SecurityOptions = {
  tenants: readonly Tenant[];
  config: Pick<
    Config,
    | 'port'
    | 'publicErrorReportUrl'
    | 'cspImgSrc'
    | 'cspConnectSrc'
    | 'cspScriptSrc'
    | 'cspFrameSrc'
    | 'hstsMaxAge'
  >;
};

/** Per brand host: what its page may reach besides its own origin, as CSP source lists. */
type PageSources = { script: string; connect: string; img: string };

const join = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].join(' ');

/** A brand icon given as an absolute URL (logo and game logos) is an image source of its pages. */
function iconOrigin(tenant: Tenant): string[] {
  if (!/^https?:\/\//i.test(tenant.icon)) return [];
  try {
    return [new URL(tenant.icon).origin];
  } catch {
    return [];
  }
}

// Powerful browser features no page of the shop or the console uses: off for our pages and every
// frame in them (W3C Permissions Policy, https://www.w3.org/TR/permissions-policy/; the feature
// names browsers know: https://github.com/w3c/webappsec-permissions-policy/blob/main/features.md).
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The Permissions-Policy of every answer (issue 28, item 15). `payment` (the Payment Request API
 * behind Google Pay / Apple Pay in a provider's Drop-in) stays on for our own pages and for the
 * provider frames CSP_FRAME_SRC lets in (a framed checkout asks it with allow="payment"); a
 * scheme-only source (https:) cannot be named in an allowlist and gets nothing. Fullscreen stays
 * ours for a 3-D Secure challenge shown full-screen on phones.
 */
export function permissionsPolicy(frameSources: readonly string[] = []): string {
  const frames = frameSources.filter((s) => /^https?:\/\//.test(s)).map((s) => `"${s}"`);
  return [
    ...deniedFeatures.map((f) => `${f}=()`),
    'fullscreen=(self)',
    `payment=(${['self', ...frames].join(' ')})`,
    'publickey-credentials-get=(self)',
  ].join(', ');
}

/**
 * Security headers on every answer (pages, assets, API, errors) through @fastify/helmet, and HSTS
 * when the request came over TLS. The policy is the app's: scripts and styles from the shop's own
 * origin only (the boot JSON is `type="application/json"`, data that is never executed), inline
 * `<style>` only with the per-response nonce (`reply.cspNonce.style`), API calls to the brand's
 * backup hosts (SPEC §9 failover) and the error-report URL, and no framing at all (ADR 0014).
 * Registered before tenancy (which depends on it), so the brand chooser and the unknown-host page
 * carry them too.
 */
export const securityHeadersPlugin = sharedPlugin(
  'security-headers',
  [],
  async (app, opts: SecurityOptions) => {
    const { config } = opts;
    const resolve = createHostResolver(opts.tenants);
    const reportOrigin = config.publicErrorReportUrl
      ? [new URL(config.publicErrorReportUrl).origin]
      : [];
    const none: PageSources = {
      script: join(["'self'"], config.cspScriptSrc),
      connect: join(["'self'"], reportOrigin, config.cspConnectSrc),
      img: join(["'self'", 'data:'], config.cspImgSrc),
    };
    // Few distinct hosts (each brand's configured and local ones): computed once per host.
    const byHost = new Map<string, PageSources>();
    const sourcesFor = (request: FastifyRequest): PageSources => {
      const match = resolve(request.host);
      if (!match) return none;
      const host = normalizeHost(request.host);
      let sources = byHost.get(host);
      if (!sources) {
        // A pay call answered by a backup host names that host's drop-in script.
        const backups = backupOriginsFor(match.tenant, host, config.port);
        sources = {
          script: join(["'self'"], backups, config.cspScriptSrc),
          connect: join(["'self'"], backups, reportOrigin, config.cspConnectSrc),
          img: join(["'self'", 'data:'], iconOrigin(match.tenant), config.cspImgSrc),
        };
        byHost.set(host, sources);
      }
      return sources;
    };

    // helmet's directive functions see the raw request only.
    const sources = new WeakMap<IncomingMessage, PageSources>();
    const of = (req: IncomingMessage) => sources.get(req) ?? none;
    const hsts = `max-age=${config.hstsMaxAge}; includeSubDomains`;
    const permissions = permissionsPolicy(config.cspFrameSrc);
    app.addHook('onRequest', async (request, reply) => {
      sources.set(request.raw, sourcesFor(request));
      reply.raw.setHeader('permissions-policy', permissions);
      // request.protocol honours X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      if (config.hstsMaxAge > 0 && request.protocol === 'https') {
        reply.raw.setHeader('strict-transport-security', hsts);
      }
    });

    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrc: [(req) => of(req as IncomingMessage).script],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: [(req) => of(req as IncomingMessage).img],
          fontSrc: ["'self'"],
          connectSrc: [(req) => of(req as IncomingMessage).connect],
          // A live provider's component may frame its own card fields (CSP_FRAME_SRC); none
          // by default, and the emulators need none (the Drop-in talks to them, never frames).
          frameSrc: ["'self'", ...config.cspFrameSrc],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The payment page opens in a window of ours that must stay ours to point at the checkout.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Set above, only for requests that arrived over TLS.
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    });
  },
);

/**
 * The policy of a page that runs no script and posts forms only to itself (the sandbox's hosted
 * checkout): helmet adds the response's nonces to script-src and style-src.
 */
export const selfContainedPage = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' as const },
};

/** The response's style nonce for an inline `<style>` (empty where helmet is not registered). */
export function styleNonce(reply: FastifyReply): string {
  return (reply.cspNonce as { style?: string } | null)?.style ?? '';
}

/**
 * For answers no hook runs before (the router's own refusals, framework-errors.ts): a static set,
 * the strictest, since those answers are JSON errors that load nothing.
 */
export function setFallbackSecurityHeaders(reply: FastifyReply): void {
  reply
    .header(
      'content-security-policy',
      "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none';form-action 'none'",
    )
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('permissions-policy', permissionsPolicy())
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('cross-origin-opener-policy', 'same-origin-allow-popups');
}

/**
 * Swagger UI (the API docs) injects `<style>` elements at run time: its pages alone allow inline
 * styles. A nonce would make browsers ignore 'unsafe-inline', so style-src loses it there.
 */
export function docsPagePolicy(header: string): string {
  return header.replace(/(^|;)\s*style-src[^;]*/, "$1style-src 'self' 'unsafe-inline'");
}
