import net from 'node:net';

type Pair = { client: net.Socket; upstream: net.Socket };

export type FaultProxy = {
  readonly port: number;
  /** The same URL (postgres://, redis://) pointed at the proxy instead of the real server. */
  through(url: string): string;
  /** Closes every open connection (FIN): a server restart or an idle-timeout drop. */
  cut(): void;
  /** Resets every open connection (RST): a crashed peer, a failover, a firewall. */
  reset(): void;
  /** Stops forwarding in both directions (new connections too) and keeps the bytes. */
  stall(): void;
  /** Forwards again, the kept bytes first, in order. */
  resume(): void;
  /** Resets every connection and stops listening: connecting fails with ECONNREFUSED. */
  refuse(): Promise<void>;
  /** Listens again on the same port. */
  accept(): Promise<void>;
  readonly openConnections: number;
  close(): Promise<void>;
};

/**
 * A TCP proxy between the app and PostgreSQL or Redis that breaks the connections on demand. The
 * app sees what it would see from a real outage: resets, closed sockets, silence.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  // Bytes that arrived while stalled, with the socket they are for, in arrival order.
  let held: Array<[net.Socket, Buffer]> = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push([to, chunk]);
      else if (!to.destroyed) to.write(chunk);
    });
    from.on('end', () => to.end());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
    held = [];
  };

  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      held = [];
    },
    reset: resetAll,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      const pending = held;
      held = [];
      for (const [to, chunk] of pending) if (!to.destroyed) to.write(chunk);
    },
    async refuse() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async accept() {
      if (!server.listening) await listen(port);
    },
    get openConnections() {
      return pairs.size;
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
