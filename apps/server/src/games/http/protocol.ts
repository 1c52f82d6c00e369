import { z } from 'zod';

// The shop ↔ game server protocol (docs/GAME-GATEWAY.md), as zod schemas both sides share: the
// shop validates every answer with them (a game's JSON is never trusted), the reference game
// server and the conformance kit use the same shapes.

const id = z.string().min(1).max(200);

export const gameServerSchema = z.object({
  serverId: id,
  name: z.string().max(200),
  area: z.string().max(100),
});

export const gameRoleSchema = z.object({
  roleId: id,
  name: z.string().max(200),
  level: z.number().int().min(0),
  serverId: id,
  serverName: z.string().max(200),
  area: z.string().max(100),
  suid: id,
});

/** A lookup's answer: the role without its account, so nothing private leaves the game. */
export const playerCardSchema = gameRoleSchema.omit({ suid: true });

const scope = { tenantId: id, gameCode: id };

export const requests = {
  '/servers/list': z.object({
    ...scope,
    area: z.string().optional(),
    search: z.string().optional(),
  }),
  '/servers/find': z.object({ ...scope, serverId: id }),
  '/roles/list': z.object({
    ...scope,
    suid: id,
    serverId: z.string().optional(),
    area: z.string().optional(),
  }),
  '/roles/find': z.object({ ...scope, roleId: id }),
  '/players/lookup': z.object({ ...scope, playerId: id, serverId: id.optional() }),
  '/deliver': z.object({
    ...scope,
    roleId: id,
    deliveryId: id,
    amount: z.number().int().positive(),
    source: z.string().min(1).max(50),
    detail: z.record(z.string(), z.unknown()).optional(),
  }),
  '/revoke': z.object({ ...scope, roleId: id, deliveryId: id, reason: z.string().min(1).max(50) }),
} as const;

/** `balance` is the character's balance after the call: the conformance kit checks it. */
export const answers = {
  '/servers/list': z.object({ servers: z.array(gameServerSchema).max(10_000) }),
  '/servers/find': z.object({ server: gameServerSchema.nullable() }),
  '/roles/list': z.object({ roles: z.array(gameRoleSchema).max(10_000) }),
  '/roles/find': z.object({ role: gameRoleSchema.nullable() }),
  // Unknown keys (a game that sends suid anyway) are stripped by the parse.
  '/players/lookup': z.object({ player: playerCardSchema.nullable() }),
  '/deliver': z.object({ applied: z.boolean(), balance: z.number().int() }),
  '/revoke': z.object({
    known: z.boolean(),
    applied: z.boolean(),
    shortfall: z.number().int().min(0),
    balance: z.number().int().optional(),
  }),
} as const;

export type Endpoint = keyof typeof requests;
export type RequestOf<E extends Endpoint> = z.input<(typeof requests)[E]>;
export type AnswerOf<E extends Endpoint> = z.output<(typeof answers)[E]>;

export const errorCodes = [
  'bad_signature',
  'stale_timestamp',
  'bad_request',
  'unknown_role',
  'unknown_server',
  'unavailable',
] as const;

/** Any non-2xx answer: `{ "error": { "code": ..., "message": ... } }`. */
export const errorAnswerSchema = z.object({
  error: z.object({ code: z.string().max(100), message: z.string().max(1000) }),
});
