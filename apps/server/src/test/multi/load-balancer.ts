import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoadBalancerStats = {
  /** Requests answered by each upstream (by port). */
  byUpstream: Map<number, number>;
  /** Connections an upstream refused, after which the request went to the other one. */
  refusedThenRetried: number;
  /** Requests lost with an upstream that died while answering them: 502 to the client. */
  badGateway: number;
};

export type LoadBalancer = {
  origin: string;
  stats: LoadBalancerStats;
  close(): Promise<void>;
};

// How long an upstream that refused a connection is left out before it is tried again (nginx's
// max_fails=1 fail_timeout=1s, more or less).
const downForMs = 1_000;
const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * A small HTTP load balancer for the tests: round robin over upstreams on 127.0.0.1; a refused
 * connection (the instance is down or restarting) sends the request to the next upstream, since
 * nothing reached the app; a connection lost after the request went out answers 502 and is not
 * retried (the request may have been applied; nginx does not retry a POST there either). Sets
 * X-Forwarded-For to the client's address, as the app's TRUST_PROXY=1 expects.
 */
export async function startLoadBalancer(upstreams: number[], port = 0): Promise<LoadBalancer> {
  const stats: LoadBalancerStats = {
    byUpstream: new Map(upstreams.map((p) => [p, 0])),
    refusedThenRetried: 0,
    badGateway: 0,
  };
  const downUntil = new Map<number, number>();
  let turn = 0;

  function order(): number[] {
    const start = turn++ % upstreams.length;
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    const up = rotated.filter((p) => (downUntil.get(p) ?? 0) <= now);
    // All marked down: try them anyway rather than fail without asking.
    return up.length > 0 ? up : rotated;
  }

  function forward(
    upstream: number,
    req: http.IncomingMessage,
    body: Buffer,
  ): Promise<http.IncomingMessage> {
    const headers = { ...req.headers };
    for (const name of hopByHop) delete headers[name];
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const out = http.request(
        {
          host: '127.0.0.1',
          port: upstream,
          method: req.method,
          path: req.url,
          headers,
          agent: false,
        },
        resolve,
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        for (const upstream of order()) {
          let answer: http.IncomingMessage;
          try {
            answer = await forward(upstream, req, body);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') {
              downUntil.set(upstream, Date.now() + downForMs);
              stats.refusedThenRetried += 1;
              continue;
            }
            break;
          }
          stats.byUpstream.set(upstream, (stats.byUpstream.get(upstream) ?? 0) + 1);
          const headers = { ...answer.headers };
          for (const name of hopByHop) delete headers[name];
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          // The upstream died mid-answer: the client sees a cut-off response, as through nginx.
          answer.on('error', () => res.destroy());
          return;
        }
        stats.badGateway += 1;
        res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
