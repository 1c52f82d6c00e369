import compress from '@fastify/compress';
import { sharedPlugin } from './plugin-meta.ts';

/**
 * Brotli or gzip answers. Before the route modules (they depend on it): @fastify/compress attaches
 * itself to each route in an onRoute hook, so a route added earlier would answer uncompressed.
 */
export const compressPlugin = sharedPlugin('compress', [], async (app) => {
  await app.register(compress, { encodings: ['br', 'gzip'] });
});
