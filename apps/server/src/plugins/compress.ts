import compress from '@fastify/compress';
import { sharedPlugin } from './plugin-meta.ts';

const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether every method of a route is one whose request has no body to decompress. */
function takesNoBody(method: string | string[]): boolean {
  return (Array.isArray(method) ? method : [method]).every((m) => bodiless.has(m.toUpperCase()));
}

/**
 * Brotli or gzip answers. Before the route modules (they depend on it): @fastify/compress attaches
 * itself to each route in an onRoute hook, so a route added earlier would answer uncompressed.
 * A route that reads no body gets no request decompression (issue 32: its preParsing hook ran on
 * every GET for nothing); ours runs before the plugin's own onRoute hook, which reads the option.
 */
export const compressPlugin = sharedPlugin('compress', [], async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && takesNoBody(route.method)) route.decompress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
});
