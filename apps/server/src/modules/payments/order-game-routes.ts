import { createHmac, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderGameQuerySchema, orderGameSchema } from '@topup/contracts/order-game';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tables/config.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';

type GameRow = { gpId: number; clientId: string; platform: string; parentCode: string | null };

// A top-level game's web client first: a sub-game or app client shares the game product's login.
const rank = (row: GameRow) => (row.parentCode === null ? 0 : 2) + (row.platform === 'web' ? 0 : 1);

/**
 * One client id per game product of the brand, in a fixed order: the top-level game's web client
 * (the order page is a web page; every client of a game product shares its login). Real answers
 * and decoys both come from this list, so the answer's shape never tells them apart.
 */
async function brandGames(db: Db, tenantId: string): Promise<GameRow[]> {
  const rows = await db
    .select({
      gpId: games.gpId,
      clientId: games.clientId,
      platform: games.platform,
      parentCode: games.parentCode,
    })
    .from(games)
    .where(eq(games.tenantId, tenantId))
    .orderBy(asc(games.gpId), asc(games.sort), asc(games.clientId));
  const byGp = new Map<number, GameRow>();
  for (const row of rows) {
    const seen = byGp.get(row.gpId);
    if (!seen || rank(row) < rank(seen)) byGp.set(row.gpId, row);
  }
  return [...byGp.values()];
}

/**
 * GET /api/pay/getOrderGame (issue 29 item 3): an order link (receipt, e-mail) opened logged out
 * must ask for a login to the order's game, since a token is bound to one game product. This
 * says which game, and nothing more, to anyone: a billing number that is not an order of this
 * brand gets a decoy game chosen by an HMAC of the number under a server key, stable per number,
 * so the answer does not tell whether the order exists (only the owner's login then opens it;
 * everyone else gets getOrderInfo's one "not found"). Billing numbers carry 10 random digits a day,
 * and the route is rate-limited per address, so guessing one is as hard as before.
 */
export function orderGameRoutes(app: FastifyInstance, deps: { secretsKey: string | undefined }) {
  // Without SECRETS_KEY (a demo) the key lives as long as the process; decoys then change on a
  // restart, which tells nothing about the real answers.
  const key = deps.secretsKey ?? randomBytes(32).toString('hex');
  const decoyIndex = (tenantId: string, billingNo: string, count: number) =>
    createHmac('sha256', key)
      .update(`order-game:${tenantId}:${billingNo}`)
      .digest()
      .readUInt32BE(0) % count;
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/api/pay/getOrderGame',
    {
      schema: {
        tags: ['payments'],
        summary:
          'No login: the client id of the game whose login opens this order link (any billing ' +
          'number gets one; it does not tell whether the order exists)',
        querystring: orderGameQuerySchema,
        response: apiResponses(orderGameSchema),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const billingNo = request.query.billing_no;
      const list = await brandGames(app.db, tenantId);
      if (list.length === 0) {
        throw new AppError(ResultCode.NoGame, serverMessage('game.notFound'));
      }
      const order = await app.orders.getOrder(tenantId, billingNo);
      const owned = order && list.find((game) => game.gpId === order.gpId);
      const game = owned ?? list[decoyIndex(tenantId, billingNo, list.length)]!;
      return ok({ client_id: game.clientId });
    },
  );
}
