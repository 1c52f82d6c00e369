import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParamsSchema } from '@topup/contracts/console-catalog';
import { keyArtInputSchema, keyArtSchema } from '@topup/contracts/console-key-art';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import { gameKeyArt, setGameKeyArt } from '../../catalog/key-art.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, notFound } from './brand.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];

/**
 * The publisher's key art of a game (issue 29 item 9): a picture uploaded in the console (a path
 * on the shop, or a URL of the bucket pictures are stored in) that replaces the
 * shop's generated banner on the game and goods pages; null goes back to it. The game list is
 * cached for a few seconds (catalog/game-service.ts), so the shop shows a change within those.
 */
export const consoleKeyArtRoutes = routeModule(
  { name: 'console-catalog-key-art', uses: ['db', 'console-auth'] },
  async (
    app: FastifyInstance,
    opts: {
      tenants: readonly Tenant[];
      /** The origins the shop's CSP lets pictures load from (CSP_IMG_SRC, the media bucket's). */
      imageOrigins: readonly string[];
    },
  ) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/key-art',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: "The game's key art path (null: the shop's own art; -404 no such game)",
          params: gameParamsSchema,
          response: apiResponses(keyArtSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const keyArt = await gameKeyArt(db, tenant.id, request.params.game);
        if (keyArt === undefined) throw notFound();
        return ok({ key_art: keyArt });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/key-art',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            "Sets the game's key art to a path on the shop or a picture the shop may load (its " +
            "CSP), or back to the shop's own (null); -400 another site; -404 no such game",
          params: gameParamsSchema,
          body: keyArtInputSchema,
          response: apiResponses(keyArtSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        const { game } = request.params;
        const keyArt = request.body.key_art;
        // A picture the shop's CSP blocks would show broken (issue 31 item 7): refused here.
        if (keyArt?.startsWith('https://')) {
          const origin = new URL(keyArt).origin;
          if (!opts.imageOrigins.includes(origin)) {
            throw badInput(consoleMessage('pictureOrigin', { origin }));
          }
        }
        await db.transaction(async (tx) => {
          const before = await gameKeyArt(tx, tenant.id, game);
          if (before === undefined) throw notFound();
          await setGameKeyArt(tx, tenant.id, game, keyArt);
          await recordAudit(tx, request, {
            action: 'game.key-art',
            tenantId: tenant.id,
            target: game,
            before: { key_art: before },
            after: { key_art: keyArt },
          });
        });
        return ok({ key_art: keyArt });
      },
    );
  },
);
