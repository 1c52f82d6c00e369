import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureUploadQuerySchema, uploadedPictureSchema } from '@topup/contracts/console-media';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, notFound, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { recordAudit } from '../console/audit.ts';
import { consoleRoute } from '../console/guard.ts';
import { makeVariants, pictureUses } from './picture.ts';
import { localMediaPrefix, mediaNamePattern } from './media-store.ts';
import { readCapped } from './read-capped.ts';
import { mediaDirOf, mediaStoreFrom } from './store-from-config.ts';

type MediaRouteConfig = Parameters<typeof mediaStoreFrom>[0] & Pick<Config, 'mediaMaxBytes'>;

const uploadTypes = /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/;
const unsupportedType = () =>
  new AppError(
    ResultCode.BadRequest,
    'Send the picture itself as the body, with an image/* content type',
    415,
  );

/**
 * Pictures uploaded in the console (issue 31 item 7): checked by their content, made into the
 * shop's sizes (picture.ts), stored on disk or in a bucket, and — from disk — served at /media/.
 */
export const mediaRoutes = routeModule(
  { name: 'media', uses: ['db', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { config: MediaRouteConfig }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const store = await mediaStoreFrom(opts.config);
    const maxBytes = opts.config.mediaMaxBytes;

    // The file is the body (no multipart): read here with the size cap, after the guard's
    // onRequest, so a caller without the right never gets a byte read.
    app.addContentTypeParser(uploadTypes, async (request: FastifyRequest) =>
      readCapped(request.raw, maxBytes, request.headers['content-length']),
    );

    zapp.post(
      '/api/console/media',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags: ['console'],
          summary:
            'Upload a picture (the file as the body: PNG, JPEG, WebP or AVIF, told by content) for goods (default) or a key art (?use=key-art): answers the URL of the size the shop shows (-400 not a supported picture or too small, 413 too big)',
          querystring: pictureUploadQuerySchema,
          response: apiResponses(uploadedPictureSchema),
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw unsupportedType();
        const use = request.query.use;
        const variants = await makeVariants(request.body, use);
        for (const v of variants) await store.put(v.name, v.bytes, 'image/webp');
        const shown = variants.find((v) => v.width === pictureUses[use].shown)!;
        const answer = {
          image: store.urlOf(shown.name),
          variants: variants.map((v) => ({
            width: v.width,
            height: v.height,
            url: store.urlOf(v.name),
          })),
        };
        await recordAudit(app.db, request, {
          action: 'media.upload',
          tenantId: null,
          target: shown.name,
          after: { bytes: request.body.length, ...answer },
        });
        return ok(answer);
      },
    );

    if (opts.config.mediaStore !== 'local') return;
    const dir = mediaDirOf(opts.config);
    zapp.get(
      `${localMediaPrefix}:name`,
      {
        // Any host: the shop's pages show them, the console previews them.
        config: { tenancy: false },
        schema: { hide: true, params: z.object({ name: z.string() }) },
      },
      async (request, reply) => {
        const { name } = request.params;
        // Only names this module writes: no paths, no dot files, nothing else from the folder.
        if (!mediaNamePattern.test(name)) throw notFound(request.url);
        const file = path.join(dir, name);
        const found = await stat(file).catch(() => null);
        if (!found?.isFile()) throw notFound(request.url);
        return (
          reply
            .header('content-type', 'image/webp')
            .header('content-length', String(found.size))
            // A name is its content's hash: the bytes behind a URL never change.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(createReadStream(file))
        );
      },
    );
  },
);
