import * as z from 'zod/mini';
import { orderInfoSchema } from './payments.ts';
import { orderTrackSchema } from './order-track.ts';

// Top-up by player id (issue 29 item 14, docs/decisions/0038): someone who is not logged in names
// a character by the id the game shows its players, confirms the name the game answers, and pays
// with the ticket of that lookup (pay endpoints' player_ticket). The ticket then follows the
// orders it paid for: it is the key of the order link.

/** What a game shows its players as their id: letters, digits and - _ . only. */
export const playerIdSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9._-]+$/));

export const ticketSchema = z.string().check(z.minLength(32), z.maxLength(128));

// POST /api/player-id/lookup
export const playerLookupRequestSchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  player_id: playerIdSchema,
  server_id: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(64),
        z.describe("the game's server (zone); required where the game's ids repeat per server"),
      ),
  ),
  domain_area: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});
export type PlayerLookupRequest = z.infer<typeof playerLookupRequestSchema>;

export const playerLookupSchema = z.object({
  ticket: z.string().check(z.describe('pays for this character only, until expires_in runs out')),
  role_name: z.string().check(z.describe('the character name, partly masked')),
  server_id: z.string(),
  server_name: z.string(),
  level: z.int(),
  expires_in: z.int().check(z.describe('seconds the ticket can still pay')),
});
export type PlayerLookup = z.infer<typeof playerLookupSchema>;

// POST /api/player-id/order (POST: the ticket is a key and stays out of URLs and logs)
export const guestOrderRequestSchema = z.object({
  billing_no: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
  ticket: ticketSchema,
});
export const guestOrderSchema = z.object({ info: orderInfoSchema, track: orderTrackSchema });
export type GuestOrder = z.infer<typeof guestOrderSchema>;
