import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Boot } from '@topup/contracts/boot';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { acceptedTags } from '../i18n/request-language.ts';

// The goods page's first screen rendered on the server (ADR 0031) by the web app's own
// components: apps/web/src/entry-server.tsx, built by `vite build --ssr` into
// apps/web/dist-server. Without that build the page is served as before, for the browser to
// render.

/** What entry-server.tsx's render() takes and gives (kept in step by the E2E and web-app tests). */
type Transport = (
  url: string,
  init: RequestInit,
) => Promise<{ status: number; json(): Promise<unknown> }>;
type RenderInput = {
  boot: Boot<Tenant>;
  url: string;
  acceptLanguages: readonly string[];
  transport: Transport;
};
export type FirstScreen = {
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  fontCss?: string;
  queries: unknown;
};
type Entry = { render(input: RenderInput): Promise<FirstScreen | null> };

/** Anonymous first screens are the same for every player: kept this long per page and language. */
const CACHE_MS = 5_000;
const CACHE_ENTRIES = 500;

export type FirstScreenRenderer = (
  request: FastifyRequest,
  boot: Boot<Tenant>,
) => Promise<FirstScreen | null>;

/**
 * `budgetMs` (FIRST_SCREEN_BUDGET_MS): a render slower than this is not waited for, and the page
 * goes out for the browser to render; 0 turns server rendering off (null).
 */
export function createFirstScreenRenderer(
  app: FastifyInstance,
  distDir: string,
  budgetMs: number,
): FirstScreenRenderer | null {
  if (budgetMs === 0) return null;
  const entryFile = path.resolve(distDir, '..', 'dist-server', 'entry-server.js');
  let entry: Promise<Entry | null> | undefined;
  // The web app's modules hold one page's state (its boot data, language, API client), as a
  // browser tab does: renders take turns.
  let queue: Promise<unknown> = Promise.resolve();
  const cache = new Map<string, { at: number; screen: FirstScreen | null }>();

  const load = () =>
    (entry ??= access(entryFile).then(
      () => import(pathToFileURL(entryFile).href) as Promise<Entry>,
      () => null,
    ));

  // The page's API calls answered in process, as the player's own (their address, their host).
  const transportFor =
    (request: FastifyRequest): Transport =>
    async (url, init) => {
      const { pathname, search } = new URL(url);
      const headers = new Headers(init.headers);
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: pathname + search,
        headers: { ...Object.fromEntries(headers), host: request.headers.host ?? '' },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return { status: res.statusCode, json: async () => res.json() };
    };

  // Loaded with the server, not by the first player's page.
  app.addHook('onReady', async () => {
    await load();
  });

  return async (request, boot) => {
    const loaded = await load();
    if (!loaded) return null;
    const host = request.headers.host ?? '';
    const languages = acceptedTags(request.headers['accept-language']).slice(0, 8);
    const key = `${boot.tenant.id}|${boot.demo}|${host}|${request.url}|${languages.join(',')}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.screen;

    const url = `${request.protocol}://${host}${request.url}`;
    const run = queue.then(() =>
      loaded.render({ boot, url, acceptLanguages: languages, transport: transportFor(request) }),
    );
    queue = run.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      const screen = await Promise.race([run, late]);
      if (cache.size >= CACHE_ENTRIES) cache.clear();
      cache.set(key, { at: now, screen });
      return screen;
    } catch (err) {
      request.log.warn({ err }, 'first screen not rendered on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
