import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';

export type TransportRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};
export type TransportResponse = { status: number; body: string };

/** How the sandbox reaches a merchant (and a merchant the sandbox): plain HTTP, injectable. */
export type Transport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

// RFC 6761: every *.localhost name is loopback. Browsers know it; glibc does not, and the brands'
// local hosts (watt.localhost) must reach this very process.
function loopbackAwareLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
    return callback(null, '127.0.0.1', 4);
  }
  (dnsLookup as (h: string, o: LookupOptions, cb: LookupCallback) => void)(
    hostname,
    options,
    callback,
  );
}

/** node:http(s) rather than fetch: fetch would not resolve *.localhost to loopback. */
export function createHttpTransport(timeoutMs = 10_000): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: init.method,
          headers: init.headers,
          lookup: loopbackAwareLookup as unknown as http.RequestOptions['lookup'],
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(init.body);
    });
}
