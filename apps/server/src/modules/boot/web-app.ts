import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { bootData } from './service.ts';
import { isApiPath } from '../../plugins/app-error.ts';
import { sendError } from '../../plugins/envelope.ts';
import { appNotBuiltPage } from '../../plugins/html.ts';
import { createPageRenderer, type PageHints } from '../../plugins/page-renderer.ts';
import { createFirstScreenRenderer } from '../../plugins/server-render.ts';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { styleNonce } from '../../plugins/security-headers.ts';

const html = 'text/html; charset=utf-8';

/**
 * The goods page names its chunks and the messages it will most likely show: the brand's default
 * language and the one a game link asks for (spec_lang), if the brand offers it. A player whose
 * browser picks another language only fetches that one as before.
 */
function pageHints(request: FastifyRequest, tenant: Tenant): PageHints {
  const url = new URL(request.url, 'http://page');
  const asked = url.searchParams.get('spec_lang')?.toLowerCase();
  const languages = [tenant.defaultLanguage as string];
  if (asked && (tenant.languages as string[]).includes(asked)) languages.push(asked);
  return { goodsPage: url.pathname === '/selectGoods', languages: [...new Set(languages)] };
}

/**
 * Serves apps/web/dist: hashed files under /assets/ are immutable; every other GET that matches
 * no file or route gets index.html rendered for the tenant (SPA fallback), revalidated each time.
 */
export const webAppPlugin = routeModule(
  // Last, on the root context: its not-found handler is every unmatched path's.
  { name: 'web-app', uses: [], root: true },
  async (
    app,
    opts: {
      distDir: string;
      firstScreenBudgetMs: number;
      firstScreenQueue: number;
      errorReportUrl: string | undefined;
      port: number;
    },
  ) => {
    const assetsDir = path.join(opts.distDir, 'assets') + path.sep;
    const render = createPageRenderer(opts.distDir);
    const firstScreen = createFirstScreenRenderer(app, opts.distDir, {
      budgetMs: opts.firstScreenBudgetMs,
      queue: opts.firstScreenQueue,
    });

    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The raw template still holds the placeholder; it is only served rendered.
      // The build manifest is for this server (first-page-preloads.ts), not for browsers.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(assetsDir);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const boot = bootData(request, opts.errorReportUrl, opts.port);
      const hints = pageHints(request, boot.tenant);
      // The goods page, most players' first screen, comes rendered (server-render.ts).
      const screen = hints.goodsPage && firstScreen ? await firstScreen(request, boot) : null;
      const body = await render(boot, styleNonce(reply), { ...hints, rendered: !!screen }, screen);
      if (body === null) {
        const page = appNotBuiltPage(styleNonce(reply));
        return reply.code(503).type(html).header('cache-control', 'no-store').send(page);
      }
      return reply.code(200).type(html).header('cache-control', 'no-cache').send(body);
    };

    // The static wildcard answers "/" with a directory error; the home page is the app.
    app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler(async (request, reply) => {
      const page = request.method === 'GET' || request.method === 'HEAD';
      if (!page || isApiPath(request.url) || !request.tenant) {
        const pathOnly = request.url.split('?')[0] ?? request.url;
        return sendError(reply, 404, ResultCode.NotFound, `Not found: ${pathOnly}`);
      }
      return sendPage(request, reply);
    });
  },
);
