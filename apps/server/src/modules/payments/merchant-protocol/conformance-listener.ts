import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACK_BODY } from './messages.ts';

// The conformance kit's notification listener (`npm run merchant:check`): what the provider
// posts, kept in order, answered with the acknowledgement, or once with a 200 that is not it.

export type Delivery = { headers: Record<string, string>; path: string; body: string };

/** The listener the provider posts notifications to; answers as `answerNext` says. */
export async function startListener(listen: { host: string; port: number }) {
  const queue: Delivery[] = [];
  const waiters: (() => void)[] = [];
  let answerWrongly = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0]! : (v ?? '')]),
      );
      queue.push({ headers, path: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8') });
      waiters.splice(0).forEach((w) => w());
      if (answerWrongly > 0) {
        answerWrongly -= 1;
        // 200 but not the acknowledgement: the provider must send it again.
        res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(ACK_BODY);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${listen.host}:${address.port}/topup/notify`,
    answerWronglyNext: () => {
      answerWrongly = 1;
    },
    /** The next delivery matching `match`, or null after `ms`. */
    async next(match: (d: Delivery) => boolean, ms: number, poke?: () => Promise<void>) {
      const until = Date.now() + ms;
      for (;;) {
        const i = queue.findIndex(match);
        if (i >= 0) return queue.splice(i, 1)[0]!;
        if (Date.now() >= until) return null;
        await poke?.();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, poke ? 50 : 500);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
