import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Boot } from '@topup/contracts/boot';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { firstScreenPage as pageKey } from './first-screen-key.ts';

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
  /** The game's page-config colour over the brand's, which the page paints in (issue 29 item 5). */
  brandColor?: string;
};
type Entry = { render(input: RenderInput): Promise<FirstScreen | null> };

/**
 * Anonymous first screens are the same for every player: kept this long per page as
 * first-screen-key.ts names it (brand, language, game, area).
 */
const CACHE_MS = 5_000;
const CACHE_ENTRIES = 500;

export type FirstScreenRenderer = (
  request: FastifyRequest,
  boot: Boot<Tenant>,
) => Promise<FirstScreen | null>;

export type FirstScreenLimits = {
  /**
   * FIRST_SCREEN_BUDGET_MS: a render slower than this is not waited for and is abandoned (its API
   * calls refused, the next render starts), and the page goes out for the browser to render; 0
   * turns server rendering off (null).
   */
  budgetMs: number;
  /** FIRST_SCREEN_QUEUE: renders running or waiting; past it a page goes out unrendered at once. */
  queue: number;
};

/** Raised into an abandoned render's API calls: it is past its budget, its page already sent. */
class RenderAbandoned extends Error {
  constructor() {
    super('first screen render abandoned (past FIRST_SCREEN_BUDGET_MS)');
  }
}

const abandonedOf = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new RenderAbandoned());
    else signal.addEventListener('abort', () => reject(new RenderAbandoned()), { once: true });
  });

export function createFirstScreenRenderer(
  app: FastifyInstance,
  distDir: string,
  limits: FirstScreenLimits,
): FirstScreenRenderer | null {
  const { budgetMs } = limits;
  if (budgetMs === 0) return null;
  const entryFile = path.resolve(distDir, '..', 'dist-server', 'entry-server.js');
  let entry: Promise<Entry | null> | undefined;
  // The web app's modules hold one page's state (its boot data, language, API client), as a
  // browser tab does: renders take turns. `queue` settles when the last render is done or
  // abandoned; `queued` counts the renders not yet past it.
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const cache = new Map<string, { at: number; screen: FirstScreen | null }>();
  // A page asked for again while it renders waits for that render instead of queueing a second.
  const rendering = new Map<string, Promise<FirstScreen | null>>();

  const load = () =>
    (entry ??= access(entryFile).then(
      () => import(pathToFileURL(entryFile).href) as Promise<Entry>,
      () => null,
    ));

  // The page's API calls answered in process, as the player's own (their address, their host);
  // refused once the render is abandoned, so it ends instead of reading on for a page long sent.
  const transportFor =
    (request: FastifyRequest, signal: AbortSignal): Transport =>
    async (url, init) => {
      if (signal.aborted) throw new RenderAbandoned();
      const { pathname, search } = new URL(url);
      const headers = new Headers(init.headers);
      const res = await Promise.race([
        app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url: pathname + search,
          headers: { ...Object.fromEntries(headers), host: request.headers.host ?? '' },
          remoteAddress: request.ip,
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        }),
        abandonedOf(signal),
      ]);
      return { status: res.statusCode, json: async () => res.json() };
    };

  // Loaded with the server, not by the first player's page.
  app.addHook('onReady', async () => {
    await load();
  });

  /** One render in its turn; the queue moves on when it is done or abandoned at the budget. */
  const enqueue = (
    loaded: Entry,
    input: Omit<RenderInput, 'transport'>,
    request: FastifyRequest,
    signal: AbortSignal,
  ): Promise<FirstScreen | null> => {
    queued++;
    const run = queue.then(() =>
      signal.aborted ? null : loaded.render({ ...input, transport: transportFor(request, signal) }),
    );
    const turnOver = Promise.race([run, abandonedOf(signal)]).catch(() => undefined);
    queue = turnOver;
    void turnOver.then(() => queued--);
    return run;
  };

  return async (request, boot) => {
    const loaded = await load();
    if (!loaded) return null;
    const page = pageKey(request, boot);
    const now = Date.now();
    const hit = cache.get(page.key);
    if (hit && now - hit.at < CACHE_MS) return hit.screen;

    let pending = rendering.get(page.key);
    if (!pending) {
      // Busy: the page goes out for the browser to render rather than wait behind the others.
      if (queued >= limits.queue) return null;
      const abandon = new AbortController();
      const budget = setTimeout(() => abandon.abort(), budgetMs);
      pending = enqueue(
        loaded,
        { boot, url: page.url, acceptLanguages: [page.lang] },
        request,
        abandon.signal,
      )
        .then((screen) => {
          if (abandon.signal.aborted) return null;
          if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
          cache.set(page.key, { at: Date.now(), screen });
          return screen;
        })
        .finally(() => {
          clearTimeout(budget);
          rendering.delete(page.key);
        });
      rendering.set(page.key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      return await Promise.race([pending, late]);
    } catch (err) {
      if (!(err instanceof RenderAbandoned)) {
        request.log.warn({ err }, 'first screen not rendered on the server');
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
