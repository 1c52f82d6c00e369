import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { GameGateway } from '../game-gateway.ts';
import {
  answers,
  errorAnswerSchema,
  type AnswerOf,
  type Endpoint,
  type RequestOf,
} from './protocol.ts';
import { idempotencyHeader, signedHeaders } from './signing.ts';

export type HttpGameGatewayOptions = {
  /** The game server's base URL; endpoints are appended (`${url}/deliver`). */
  url: string;
  /** The HMAC key shared with the game. Never logged, never put into an error message. */
  secret: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Further attempts after a network error, a timeout or a 5xx. */
  retries: number;
  /** Pause before retry n is n × this. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  nowSeconds?: () => number;
};

/** A call the game refused or could not answer; `retryable` false for a 4xx or a bad answer. */
export class GameCallError extends Error {
  constructor(
    message: string,
    readonly endpoint: Endpoint,
    readonly retryable: boolean,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GameCallError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A player-facing -3032 for a read that failed; the real reason rides along as the cause. */
function unavailable(cause: unknown): AppError {
  const err = new AppError(
    ResultCode.GameUnavailable,
    serverMessage('catalog.gameUnavailable'),
    503,
  );
  err.cause = cause;
  return err;
}

/**
 * The GameGateway of a publisher's game server over our signed JSON protocol
 * (docs/GAME-GATEWAY.md). Every endpoint is safe to repeat (reads, and deliver/revoke keyed on
 * the delivery id), so each call is retried on network errors, timeouts and 5xx.
 */
export function createHttpGameGateway(opts: HttpGameGatewayOptions): GameGateway {
  const base = opts.url.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const nowSeconds = opts.nowSeconds ?? (() => Date.now() / 1000);
  const retryDelayMs = opts.retryDelayMs ?? 200;

  async function attempt<E extends Endpoint>(
    endpoint: E,
    rawBody: string,
    key: string | undefined,
  ): Promise<AnswerOf<E>> {
    let res: Response;
    try {
      res = await doFetch(`${base}${endpoint}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Signed per attempt: a retry after a long wait still carries a fresh timestamp.
          ...signedHeaders(opts.secret, rawBody, nowSeconds()),
          ...(key ? { [idempotencyHeader]: key } : {}),
        },
        body: rawBody,
        signal: AbortSignal.timeout(opts.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new GameCallError(`game server ${endpoint} ${why}: ${String(err)}`, endpoint, true);
    }
    const text = await res.text().catch(() => '');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Left undefined: reported below as a bad answer.
    }
    if (!res.ok) {
      const error = errorAnswerSchema.safeParse(json);
      const code = error.success ? error.data.error.code : undefined;
      const detail = error.success ? `${code}: ${error.data.error.message}` : 'no error body';
      throw new GameCallError(
        `game server ${endpoint} answered ${res.status} (${detail})`,
        endpoint,
        res.status >= 500,
        res.status,
        code,
      );
    }
    const parsed = answers[endpoint].safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new GameCallError(
        `game server ${endpoint} answered an invalid body (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
        endpoint,
        false,
        res.status,
      );
    }
    return parsed.data as AnswerOf<E>;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    key?: string,
  ): Promise<AnswerOf<E>> {
    const rawBody = JSON.stringify(body);
    for (let n = 0; ; n++) {
      try {
        return await attempt(endpoint, rawBody, key);
      } catch (err) {
        if (!(err instanceof GameCallError) || !err.retryable || n >= opts.retries) throw err;
        await sleep(retryDelayMs * (n + 1));
      }
    }
  }

  /** Reads fail towards the player as the usual "game unavailable". */
  const read = async <E extends Endpoint>(endpoint: E, body: RequestOf<E>) => {
    try {
      return await call(endpoint, body);
    } catch (err) {
      throw unavailable(err);
    }
  };

  return {
    async listServers(tenantId, gameCode, o) {
      const { servers } = await read('/servers/list', { tenantId, gameCode, ...o });
      return servers;
    },
    async findServer(tenantId, gameCode, serverId) {
      return (await read('/servers/find', { tenantId, gameCode, serverId })).server;
    },
    async listRoles(tenantId, gameCode, suid, o = {}) {
      return (await read('/roles/list', { tenantId, gameCode, suid, ...o })).roles;
    },
    async findRole(tenantId, gameCode, roleId) {
      return (await read('/roles/find', { tenantId, gameCode, roleId })).role;
    },
    async lookupPlayer(tenantId, gameCode, q) {
      const body = { tenantId, gameCode, playerId: q.playerId };
      const withServer = q.serverId ? { ...body, serverId: q.serverId } : body;
      return (await read('/players/lookup', withServer)).player;
    },
    // deliver and revoke throw the GameCallError itself: the outbox relay records its message.
    async deliver(tenantId, gameCode, roleId, d) {
      const body = { tenantId, gameCode, roleId, ...d };
      const { applied } = await call('/deliver', body, d.deliveryId);
      return { applied };
    },
    async revoke(tenantId, gameCode, roleId, r) {
      const body = { tenantId, gameCode, roleId, ...r };
      // Its own key space: a generic idempotency layer on the game side must not answer a
      // revoke with the stored answer of the delivery it takes back.
      const { known, applied, shortfall } = await call('/revoke', body, `revoke:${r.deliveryId}`);
      return { known, applied, shortfall };
    },
  };
}
