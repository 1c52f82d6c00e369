import http from 'node:http';

// Plain node:http GETs with a Host header (fetch cannot set one), for the benchmarks that play
// several visitors of several brands against one listening server.

export type Answer = { status: number; body: string; ms: number };

export function get(
  port: number,
  pathAndQuery: string,
  host: string,
  agent: http.Agent | false,
): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathAndQuery, headers: { host }, agent });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body, ms: performance.now() - start }),
      );
      res.on('error', reject);
    });
  });
}

/** A stream's answer head; the stream stays open (200) until close(). */
export function openStream(
  port: number,
  pathAndQuery: string,
  host: string,
): Promise<{ status: number; close(): void }> {
  return new Promise((resolve) => {
    const req = http.get({
      host: '127.0.0.1',
      port,
      path: pathAndQuery,
      headers: { host },
      agent: false,
    });
    req.on('error', () => resolve({ status: 0, close() {} }));
    req.on('response', (res) => {
      res.on('error', () => {});
      res.resume();
      resolve({ status: res.statusCode!, close: () => req.destroy() });
    });
  });
}
