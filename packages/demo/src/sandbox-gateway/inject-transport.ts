import type { FastifyInstance } from 'fastify';
import type { HttpTransport as Transport } from '@topup/server/lib/http-transport';

/**
 * A transport that calls the app in-process (tests need no port): the URL's host becomes the Host
 * header, as it would over the network, and the answer keeps its headers.
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
    // Headers too, as the HTTP transport reports them: some providers sign their answers in one
    // (PayerMax `sign`), and the store checks it.
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [
        name.toLowerCase(),
        Array.isArray(value) ? value.join(', ') : String(value ?? ''),
      ]),
    );
    return { status: response.statusCode, headers, body: response.body };
  };
}
