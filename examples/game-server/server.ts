import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A reference game server for the shop's game gateway protocol (docs/GAME-GATEWAY.md): plain
// node:http and node:crypto, no dependencies, so a publisher can read it as a spec and copy it.
// Everything lives in memory; a real game keeps balances and applied delivery ids in its own
// database, in one transaction with the balance change.

export type RefServer = { serverId: string; name: string; area: string };
export type RefRole = {
  roleId: string;
  name: string;
  level: number;
  serverId: string;
  suid: string;
};

export type ReferenceOptions = {
  secret: string;
  port?: number;
  host?: string;
  /** Deliveries answered 500 (failure tests). */
  failDeliveryIds?: Set<string>;
  /**
   * The first N calls for each delivery id are answered 500, later ones go through: a game
   * that is down for a while and recovers (the console's replay).
   */
  failFirst?: number;
  /** A deliberately broken game: applies every delivery again (for the conformance kit's test). */
  ignoreIdempotency?: boolean;
  /** Waits this long before answering (timeout tests). */
  delayMs?: number;
  servers?: RefServer[];
  roles?: RefRole[];
  /** Offers the signed, read-only POST /debug/deliveries (what was applied; E2E checks). */
  debug?: boolean;
};

export const referenceServers: RefServer[] = [
  { serverId: '1001', name: 'S1 Dawn', area: 'universal' },
  { serverId: '1002', name: 'S2 Dusk', area: 'universal' },
  { serverId: '2001', name: 'Asia 1', area: 'asia' },
];

export const referenceRoles: RefRole[] = [
  { roleId: '1001011', name: 'Borin', level: 42, serverId: '1001', suid: '10000001' },
  { roleId: '1001012', name: 'Kaela', level: 7, serverId: '1001', suid: '10000001' },
  { roleId: '1002011', name: 'Tamsin', level: 18, serverId: '1002', suid: '10000001' },
  { roleId: '2001011', name: 'Ryo', level: 3, serverId: '2001', suid: '10000002' },
];

const MAX_SKEW_SECONDS = 300;
const MAX_BODY_BYTES = 64 * 1024;

type Json = Record<string, unknown>;
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function verify(secret: string, req: IncomingMessage, rawBody: string): void {
  const timestamp = req.headers['x-topup-timestamp'];
  const signature = req.headers['x-topup-signature'];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) {
    throw new Refusal(401, 'bad_signature', 'missing or malformed x-topup-timestamp');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given =
    typeof signature === 'string' && /^[0-9a-f]{64}$/i.test(signature)
      ? Buffer.from(signature, 'hex')
      : Buffer.alloc(0);
  // Constant time: a plain compare would leak how many leading bytes of a guess were right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Refusal(401, 'bad_signature', 'signature does not match');
  }
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) {
    throw new Refusal(401, 'stale_timestamp', 'timestamp is more than 5 minutes away');
  }
}

const str = (body: Json, key: string, optional = false): string | undefined => {
  const v = body[key];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'string' || v === '')
    throw new Refusal(400, 'bad_request', `${key}: expected a string`);
  return v;
};

export function createReferenceGame(opts: ReferenceOptions) {
  const servers = opts.servers ?? referenceServers;
  const roles = opts.roles ?? referenceRoles;
  const balances = new Map<string, number>();
  /** deliveryId → what it gave (so a revoke knows what to take back). */
  const applied = new Map<string, { roleId: string; amount: number }>();
  const revoked = new Set<string>();
  const deliverAttempts = new Map<string, number>();
  /** Switched by the signed POST /debug/fail-deliveries (with --debug): every delivery fails. */
  const outage = { on: false };

  const serverOf = (id: string) => servers.find((s) => s.serverId === id);
  const roleView = (r: RefRole) => {
    const s = serverOf(r.serverId)!;
    return { ...r, serverName: s.name, area: s.area };
  };
  const roleOf = (body: Json) => {
    const role = roles.find((r) => r.roleId === str(body, 'roleId'));
    if (!role) throw new Refusal(404, 'unknown_role', 'no such character');
    return role;
  };

  const handlers: Record<string, (body: Json) => Json> = {
    '/servers/list': (body) => {
      const area = str(body, 'area', true);
      const search = str(body, 'search', true)?.toLowerCase();
      const list = servers
        .filter((s) => !area || s.area === area)
        .filter((s) => !search || s.serverId.toLowerCase().startsWith(search))
        .sort(
          (a, b) =>
            Number(b.serverId.toLowerCase() === search) -
            Number(a.serverId.toLowerCase() === search),
        );
      return { servers: list };
    },
    '/servers/find': (body) => ({ server: serverOf(str(body, 'serverId')!) ?? null }),
    '/roles/list': (body) => {
      const suid = str(body, 'suid');
      const serverId = str(body, 'serverId', true);
      const area = str(body, 'area', true);
      const list = roles
        .filter((r) => r.suid === suid && (!serverId || r.serverId === serverId))
        .map(roleView)
        .filter((r) => !area || r.area === area);
      return { roles: list };
    },
    '/roles/find': (body) => {
      const role = roles.find((r) => r.roleId === str(body, 'roleId'));
      return { role: role ? roleView(role) : null };
    },
    // A top-up by player id (no password): the character's public face only, never its suid.
    // This game shows its players the character id; a game with its own public ids maps them.
    '/players/lookup': (body) => {
      const playerId = str(body, 'playerId');
      const serverId = str(body, 'serverId', true);
      const role = roles.find((r) => r.roleId === playerId);
      if (!role || (serverId !== undefined && role.serverId !== serverId)) return { player: null };
      const { suid: _private, ...card } = roleView(role);
      return { player: card };
    },
    '/deliver': (body) => {
      const role = roleOf(body);
      const deliveryId = str(body, 'deliveryId')!;
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        throw new Refusal(400, 'bad_request', 'amount: expected a positive integer');
      }
      const attempt = (deliverAttempts.get(deliveryId) ?? 0) + 1;
      deliverAttempts.set(deliveryId, attempt);
      if (opts.failDeliveryIds?.has(deliveryId) || outage.on || attempt <= (opts.failFirst ?? 0)) {
        throw new Refusal(500, 'unavailable', 'failing this delivery on purpose');
      }
      const balance = balances.get(role.roleId) ?? 0;
      if (applied.has(deliveryId) && !opts.ignoreIdempotency) return { applied: false, balance };
      applied.set(deliveryId, { roleId: role.roleId, amount });
      balances.set(role.roleId, balance + amount);
      return { applied: true, balance: balance + amount };
    },
    '/revoke': (body) => {
      const role = roleOf(body);
      const deliveryId = str(body, 'deliveryId')!;
      str(body, 'reason');
      const balance = balances.get(role.roleId) ?? 0;
      const given = applied.get(deliveryId);
      if (!given || given.roleId !== role.roleId) {
        return { known: false, applied: false, shortfall: 0, balance };
      }
      if (revoked.has(deliveryId)) return { known: true, applied: false, shortfall: 0, balance };
      revoked.add(deliveryId);
      // What was already spent cannot be taken back: reported as the shortfall.
      const taken = Math.min(balance, given.amount);
      balances.set(role.roleId, balance - taken);
      return {
        known: true,
        applied: true,
        shortfall: given.amount - taken,
        balance: balance - taken,
      };
    },
  };

  if (opts.debug) {
    handlers['/debug/deliveries'] = () => ({
      deliveries: [...applied].map(([deliveryId, given]) => ({
        deliveryId,
        ...given,
        attempts: deliverAttempts.get(deliveryId) ?? 0,
        revoked: revoked.has(deliveryId),
      })),
      balances: Object.fromEntries(balances),
    });
    // The game goes down ({ "fail": true }: every delivery answered 500) and comes back.
    handlers['/debug/fail-deliveries'] = (body) => {
      if (typeof body.fail !== 'boolean') {
        throw new Refusal(400, 'bad_request', 'fail: expected true or false');
      }
      outage.on = body.fail;
      return { fail: outage.on };
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    try {
      const handler = handlers[(req.url ?? '').split('?')[0]!];
      if (req.method !== 'POST' || !handler)
        throw new Refusal(404, 'bad_request', 'no such endpoint');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_BODY_BYTES) throw new Refusal(413, 'bad_request', 'body too large');
        chunks.push(chunk as Buffer);
      }
      const rawBody = Buffer.concat(chunks).toString('utf8');
      verify(opts.secret, req, rawBody);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new Refusal(400, 'bad_request', 'body is not JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new Refusal(400, 'bad_request', 'body is not a JSON object');
      }
      const answer = handler(body as Json);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      send(200, answer);
    } catch (err) {
      if (err instanceof Refusal)
        send(err.status, { error: { code: err.code, message: err.message } });
      else send(500, { error: { code: 'unavailable', message: 'internal error' } });
    }
  }

  return { handle, balances, applied, revoked, deliverAttempts, outage, options: opts };
}

export type ReferenceGame = ReturnType<typeof createReferenceGame>;

/** Starts the server; port 0 (the default) picks a free one. */
export async function startReferenceGameServer(opts: ReferenceOptions) {
  const game = createReferenceGame(opts);
  const server = createServer((req, res) => void game.handle(req, res));
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    game,
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
