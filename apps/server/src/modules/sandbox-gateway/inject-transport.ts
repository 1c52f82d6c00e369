import type { FastifyInstance } from 'fastify';
import type { HttpTransport as Transport } from '../../lib/http-transport.ts';

/**
 * A transport that calls the app in-process (tests need no port): the URL's host becomes the Host
 * header, as it would over the network.
 */
export function createInjectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method,
      url: target.pathname + target.search,
      headers: { ...init.headers, host: target.host },
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: response.statusCode, body: response.body };
  };
}
