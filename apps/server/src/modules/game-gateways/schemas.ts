import * as z from 'zod/mini';

// Staff management of game_gateways rows (docs/GAME-GATEWAY.md): which publisher game server
// answers for a brand's game. Server-only (no page calls it), so not in @topup/contracts.

const tenant = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(253), z.describe('tenant id (watt)'));
const clientId = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64), z.describe("the game's client id (11103)"));

// PUT /api/staff/game-gateways: creates or replaces the row of (tenant, client_id's game).
export const staffGameGatewayPutSchema = z.object({
  tenant,
  client_id: clientId,
  url: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(2048), z.describe("the game server's base URL")),
  // The HMAC key shared with the game: long enough not to be guessed, short enough for a header.
  secret: z.string().check(z.minLength(16), z.maxLength(512)),
  timeout_ms: z.optional(z.int().check(z.gte(100), z.lte(60_000))),
  retries: z.optional(z.int().check(z.gte(0), z.lte(5))),
});
export type StaffGameGatewayPut = z.infer<typeof staffGameGatewayPutSchema>;

// What staff read back: everything but the secret.
export const staffGameGatewaySchema = z.object({
  tenant: z.string(),
  game_code: z.string(),
  client_id: z.nullable(z.string()),
  url: z.string(),
  timeout_ms: z.int(),
  retries: z.int(),
  updated_at: z.string(),
});
export type StaffGameGateway = z.infer<typeof staffGameGatewaySchema>;
export const staffGameGatewayListSchema = z.array(staffGameGatewaySchema);

export const staffGameGatewayListQuerySchema = z.object({ tenant: z.optional(tenant) });
export const staffGameGatewayDeleteParamsSchema = z.object({
  tenant,
  game: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.describe('client id')),
});
export const staffGameGatewayDeletedSchema = z.object({ deleted: z.boolean() });
