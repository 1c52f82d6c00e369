import * as z from 'zod/mini';

// GET /api/pay/getOrderGame — no login (issue 29 item 3): which game's login an order link needs.
// Answers a client id for every billing number, existing or not (see order-game-routes.ts).
export const orderGameQuerySchema = z.object({
  billing_no: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
});
export const orderGameSchema = z.object({ client_id: z.string() });
export type OrderGame = z.infer<typeof orderGameSchema>;
