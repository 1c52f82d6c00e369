import http from 'node:http';

export type HttpAnswer = {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
};

/**
 * One HTTP/1.1 request without keep-alive (fetch cannot set Host, which picks the brand).
 * localAddress picks the client's loopback address (127.x.y.z), so the proxy in front sees
 * players on different addresses, as a load balancer would.
 */
export function httpRequest(
  origin: string,
  opts: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    timeoutMs?: number;
  },
): Promise<HttpAnswer> {
  const url = new URL(opts.path, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? 'GET',
        headers: {
          ...(opts.body !== undefined ? { 'content-length': Buffer.byteLength(opts.body) } : {}),
          ...opts.headers,
        },
        agent: false,
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
        timeout: opts.timeoutMs ?? 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body) as unknown,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(opts.body);
  });
}
