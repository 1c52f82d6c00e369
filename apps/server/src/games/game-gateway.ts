import { sharedPlugin } from '../plugins/plugin-meta.ts';

// The game's own servers and characters, as the publisher's game backend knows them. The demo
// gateway reads tables of our database; an http gateway to a publisher replaces it through the
// app.gameGateway decoration without touching the services.

export type GameServer = { serverId: string; name: string; area: string };

export type GameRole = {
  roleId: string;
  name: string;
  level: number;
  serverId: string;
  serverName: string;
  area: string;
  /** The account (suid) the character belongs to. */
  suid: string;
};

/**
 * What a player-id lookup shows the person paying (issue 29 item 14): a character's public face,
 * never its account (suid) or anything else the game keeps private.
 */
export type PlayerCard = Omit<GameRole, 'suid'>;

/** Goods handed to a character; the game applies a delivery id at most once. */
export type Delivery = {
  deliveryId: string;
  /** In-game currency units (an order's value + bonus). */
  amount: number;
  /** What caused it ('purchase', later 'vip', 'replenish', ...). */
  source: string;
  detail?: Record<string, unknown>;
};

export interface GameGateway {
  /** Servers in display order; with search, servers whose id starts with it, an exact id first. */
  listServers(
    tenantId: string,
    gameCode: string,
    opts: { area?: string; search?: string },
  ): Promise<GameServer[]>;
  /** One server of the game with its area; null when the game has no such server. */
  findServer(tenantId: string, gameCode: string, serverId: string): Promise<GameServer | null>;
  /** The account's characters, optionally on one server or in one area. */
  listRoles(
    tenantId: string,
    gameCode: string,
    suid: string,
    opts?: { serverId?: string; area?: string },
  ): Promise<GameRole[]>;
  findRole(tenantId: string, gameCode: string, roleId: string): Promise<GameRole | null>;
  /**
   * The character a player id (the id the game shows its players; plus the server where ids
   * repeat across servers) names, for a top-up without the game password; null when none.
   */
  lookupPlayer(
    tenantId: string,
    gameCode: string,
    query: { playerId: string; serverId?: string },
  ): Promise<PlayerCard | null>;
  /**
   * Gives the goods to the character. Idempotent on deliveryId: a repeat answers applied false
   * and changes nothing, so the outbox relay may retry after any failure or crash. Throws when
   * the game cannot take it now (unknown character, game down); the relay retries later.
   */
  deliver(
    tenantId: string,
    gameCode: string,
    roleId: string,
    delivery: Delivery,
  ): Promise<{ applied: boolean }>;
  /**
   * Takes a delivery back (a refund or chargeback). Idempotent on deliveryId like deliver: a
   * repeat answers applied false. `shortfall` is what the game could not take back (already spent),
   * for the brand's rule (block the account, or accept the loss); `known` false: no such delivery.
   */
  revoke(
    tenantId: string,
    gameCode: string,
    roleId: string,
    revocation: Revocation,
  ): Promise<RevokeResult>;
}

export type Revocation = {
  deliveryId: string;
  /** 'refund', 'chargeback', ... */
  reason: string;
};

export type RevokeResult = { known: boolean; applied: boolean; shortfall: number };

declare module 'fastify' {
  interface FastifyInstance {
    gameGateway: GameGateway;
  }
}

/** Decorates app.gameGateway with the gateway app.ts chose (demo tables or none configured). */
export const gameGatewayPlugin = sharedPlugin(
  'game-gateway',
  [],
  async (app, opts: { gateway: GameGateway }) => {
    app.decorate('gameGateway', opts.gateway);
  },
);
