import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export type TransportRequest = {
  // PUT: Xsolla's refunds (developers.xsolla.com request-refund).
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
};
export type TransportResponse = {
  status: number;
  body: string;
  /** Lower-case names; some providers sign their answers in a header (PayerMax `sign`). */
  headers?: Record<string, string>;
};

/**
 * How the store reaches a provider's API and the sandbox reaches the store: plain HTTP, nothing
 * shared in memory. Injectable, so tests route it through app.inject.
 */
export type HttpTransport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

// Browsers send `<brand>.localhost` to the loopback; Node's resolver does not, and the dev
// store calls its own origin (the in-process sandbox) by that name.
const localhostLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options, callback as never);
};

/**
 * The default transport: a real HTTP request to the URL (the store's own origin in sandbox mode),
 * keeping the URL's host as the Host header so the store's tenancy sees the brand. fetch cannot:
 * it drops a Host header and cannot resolve `*.localhost`.
 */
export function createHttpTransport(opts: { timeoutMs?: number } = {}): HttpTransport {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        { method: init.method, headers: init.headers, lookup: localhostLookup, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([k, v]) => [
                  k,
                  Array.isArray(v) ? v.join(', ') : (v ?? ''),
                ]),
              ),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(init.body);
    });
}
