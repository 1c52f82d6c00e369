import { randomBytes } from 'node:crypto';
// The `helmet` route option and reply.cspNonce keep @fastify/helmet's types: routes name their
// own policy that way (selfContainedPage). The headers themselves are written here (issue 32:
// helmet built its middleware and the whole policy again for every answer, ~25% of the CPU of
// a cached JSON read).
import type {} from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHostResolver, normalizeHost } from '@topup/tenants/resolve-host';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../config.ts';
import { backupOriginsFor } from '../lib/store-origin.ts';
import { sharedPlugin } from './plugin-meta.ts';

type Directive = readonly [name: string, sources: string];
type CspNonces = { script: string; style: string };
/** A route's own policy as it names it (`helmet:` route option, the shape of selfContainedPage). */
type RoutePolicy = {
  contentSecurityPolicy?: { directives?: Record<string, readonly string[]> };
  referrerPolicy?: { policy: string };
};
const routePolicy = Symbol('route security policy');
type CompiledPolicy = { directives: Directive[]; headers: (readonly [string, string])[] };
type RouteConfig = { [routePolicy]?: CompiledPolicy };
const nonces = Symbol('csp nonces');

const newNonce = () => randomBytes(16).toString('hex');
const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/** What every answer other than a page gets: JSON, files, errors load nothing. */
const lockedDown =
  "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none';form-action 'none'";

/**
 * The fixed headers helmet 8 writes with this app's options (its defaults, COOP and
 * Referrer-Policy ours, HSTS ours below, CSP ours): the same names and values as before issue 32.
 */
function helmetHeaders(opts: {
  crossOriginOpenerPolicy: { policy: string };
  referrerPolicy: { policy: string };
}): (readonly [string, string])[] {
  return [
    ['cross-origin-opener-policy', opts.crossOriginOpenerPolicy.policy],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', opts.referrerPolicy.policy],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The policy with the response's nonces added to script-src and style-src, as helmet did. */
function withNonces(policy: readonly Directive[], nonce: CspNonces): string {
  const out: string[] = [];
  let script = false;
  let style = false;
  for (const [name, sources] of policy) {
    if (name === 'script-src') {
      script = true;
      out.push(`${name} ${sources} 'nonce-${nonce.script}'`);
    } else if (name === 'style-src') {
      style = true;
      out.push(`${name} ${sources} 'nonce-${nonce.style}'`);
    } else out.push(`${name} ${sources}`);
  }
  if (!script) out.push(`script-src 'nonce-${nonce.script}'`);
  if (!style) out.push(`style-src 'nonce-${nonce.style}'`);
  return out.join(';');
}

function compileRoutePolicy(own: RoutePolicy): CompiledPolicy {
  const directives = Object.entries(own.contentSecurityPolicy?.directives ?? {}).map(
    ([name, sources]): Directive => [kebab(name), sources.join(' ')],
  );
  const headers = helmetHeaders({
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: own.referrerPolicy ?? { policy: 'strict-origin-when-cross-origin' },
  });
  return { directives, headers };
}

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
 * Security headers on every answer (pages, API, errors; hashed assets get only nosniff), and HSTS
 * when the request came over TLS. The pages' policy is the app's: scripts and styles from the shop's own
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

    const hsts = `max-age=${config.hstsMaxAge}; includeSubDomains`;
    const permissions = permissionsPolicy(config.cspFrameSrc);
    const pageHeaders = helmetHeaders({
      // The payment page opens in a window of ours that must stay ours to point at the checkout.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    const frameSrc = ["'self'", ...config.cspFrameSrc].join(' ');
    // The shop's pages: their sources by host (above), the nonces of the response (below).
    const pagePolicy = (sources: PageSources): Directive[] => [
      ['default-src', "'self'"],
      ['base-uri', "'none'"],
      ['object-src', "'none'"],
      ['script-src', sources.script],
      ['script-src-attr', "'none'"],
      ['style-src', "'self'"],
      ['img-src', sources.img],
      ['font-src', "'self'"],
      ['connect-src', sources.connect],
      // A live provider's component may frame its own card fields (CSP_FRAME_SRC); none by
      // default, and the emulators need none (the Drop-in talks to them, never frames).
      ['frame-src', frameSrc],
      ['form-action', "'self'"],
      ['frame-ancestors', "'none'"],
    ];

    // Issue 32: a nonce only means something in a document, so only HTML answers get the
    // policy with nonces, built when the answer turns out to be HTML (onSend); the nonces
    // themselves are drawn the first time the page asks for one. Every other answer carries a
    // fixed policy that allows nothing, set before the route runs (streams included).
    app.decorateReply('cspNonce', {
      getter(this: FastifyReply & { [nonces]?: CspNonces }) {
        return (this[nonces] ??= { script: newNonce(), style: newNonce() });
      },
    });
    // Pages of a route with its own policy (`helmet: selfContainedPage`, the demo's pages).
    app.addHook('onRoute', (route) => {
      const own = (route as { helmet?: RoutePolicy }).helmet;
      if (own === undefined) return;
      route.config = Object.assign(route.config ?? Object.create(null), {
        [routePolicy]: compileRoutePolicy(own),
      });
    });

    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw;
      // request.protocol honours X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      if (config.hstsMaxAge > 0 && request.protocol === 'https') {
        res.setHeader('strict-transport-security', hsts);
      }
      // Hashed assets (JS, CSS, fonts): none of a document's headers mean anything on them.
      if (request.url.startsWith('/assets/')) {
        res.setHeader('x-content-type-options', 'nosniff');
        return done();
      }
      const own = (request.routeOptions.config as RouteConfig)[routePolicy];
      for (const [name, value] of own?.headers ?? pageHeaders) res.setHeader(name, value);
      res.setHeader('permissions-policy', permissions);
      res.setHeader('content-security-policy', lockedDown);
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      // A 304 has no body and no content type, and the browser merges its headers into the page
      // it kept: the locked-down policy would replace the page's own and block its scripts (a
      // revalidated oauth-return.html stopped the second social login). The kept page keeps the
      // policy it came with.
      if (reply.statusCode === 304) {
        reply.removeHeader('content-security-policy');
        return done(null, payload);
      }
      if (!isHtml(reply.getHeader('content-type'))) return done(null, payload);
      const own = (request.routeOptions.config as RouteConfig)[routePolicy];
      const nonce = reply.cspNonce as CspNonces;
      const policy = own ? own.directives : pagePolicy(sourcesFor(request));
      reply.header('content-security-policy', withNonces(policy, nonce));
      done(null, payload);
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
