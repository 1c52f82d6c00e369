import type { FastifyInstance } from 'fastify';

// The game's own servers and characters, as the publisher's game backend knows them. The demo
// gateway reads tables of our database; an http gateway to a publisher replaces it through the
// app.gameGateway decoration without touching the services. Delivery of purchased goods joins
// this interface with the payments work.

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

export interface GameGateway {
  /** Servers in display order; with search, servers whose id starts with it, an exact id first. */
  listServers(
    tenantId: string,
    gameCode: string,
    opts: { area?: string; search?: string },
  ): Promise<GameServer[]>;
  /** The account's characters, optionally on one server or in one area. */
  listRoles(
    tenantId: string,
    gameCode: string,
    suid: string,
    opts?: { serverId?: string; area?: string },
  ): Promise<GameRole[]>;
  findRole(tenantId: string, gameCode: string, roleId: string): Promise<GameRole | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gameGateway: GameGateway;
  }
}

export function registerGameGateway(app: FastifyInstance, gateway: GameGateway): void {
  app.decorate('gameGateway', gateway);
}
