import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ResultCode } from '@topup/contracts/result-codes';
import { staffApiTokens } from '../../db/tables/console.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { API_TOKEN_PREFIX } from './auth-plugin.ts';
import { hashToken } from '../accounts/tokens.ts';
import { recordAudit } from './audit.ts';
import { notLoggedIn, staffOf } from './guard.ts';

const tags = ['console'];
/** Enough for a few scripts each; a leak-prone pile of forgotten tokens is not. */
export const MAX_ACTIVE_TOKENS = 20;

// API tokens are each staff member's own, whatever the role (an analyst's scripts read with the
// analyst's rights): no permission beyond being logged in. Brands do not apply; the token acts
// with its owner's brands and role, checked again on every call.
const ownTokens = {
  config: { tenancy: false },
  onRequest: async (request: FastifyRequest) => {
    if (!request.staff) throw notLoggedIn();
  },
} as const;

const tokenItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
type TokenRow = typeof staffApiTokens.$inferSelect;
const itemOf = (row: TokenRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);

/**
 * API tokens for scripts (issue 16): `Authorization: Bearer tsk_…` on the console host acts as
 * the staff member who made it. The token is answered once; only its SHA-256 is kept.
 */
export const consoleTokenRoutes = routeModule(
  { name: 'console-tokens', uses: ['db', 'clock', 'console-auth'] },
  routes,
);

async function routes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/console/tokens',
    {
      ...ownTokens,
      schema: {
        tags,
        summary: 'Your API tokens (never the secrets), newest first',
        response: apiResponses(z.object({ items: z.array(tokenItem) })),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const rows = await app.db
        .select()
        .from(staffApiTokens)
        .where(eq(staffApiTokens.staffId, staff.id))
        .orderBy(desc(staffApiTokens.createdAt));
      return ok({ items: rows.map(itemOf) });
    },
  );

  zapp.post(
    '/api/console/tokens',
    {
      ...ownTokens,
      schema: {
        tags,
        summary: 'Creates an API token for yourself; the token (tsk_…) is answered ONCE',
        body: z.object({
          name: z.string().trim().min(1, { message: 'Give the token a name' }).max(80),
        }),
        response: apiResponses(z.object({ token: z.string(), item: tokenItem })),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = app.clock.now();
      const row = await app.db.transaction(async (tx) => {
        const [active] = await tx
          .select({ n: count() })
          .from(staffApiTokens)
          .where(and(eq(staffApiTokens.staffId, staff.id), isNull(staffApiTokens.revokedAt)));
        if ((active?.n ?? 0) >= MAX_ACTIVE_TOKENS) {
          throw new AppError(
            ResultCode.BadRequest,
            `You have ${MAX_ACTIVE_TOKENS} active tokens; revoke one first`,
            400,
          );
        }
        const [inserted] = await tx
          .insert(staffApiTokens)
          .values({
            tokenHash: hashToken(token),
            id: randomUUID(),
            staffId: staff.id,
            name: request.body.name,
            createdAt: now,
          })
          .returning();
        await recordAudit(tx, request, {
          action: 'token.create',
          tenantId: null,
          target: inserted!.id,
          after: { name: inserted!.name },
        });
        return inserted!;
      });
      return ok({ token, item: itemOf(row) });
    },
  );

  zapp.delete(
    '/api/console/tokens/:id',
    {
      ...ownTokens,
      schema: {
        tags,
        summary: 'Revokes one of your API tokens (at once, for every call after this one)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: apiResponses(tokenItem),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [before] = await app.db
        .select()
        .from(staffApiTokens)
        .where(and(eq(staffApiTokens.id, request.params.id), eq(staffApiTokens.staffId, staff.id)));
      // Another member's token answers like a missing one.
      if (!before) throw notFound();
      if (before.revokedAt !== null) return ok(itemOf(before));
      const after = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffApiTokens)
          .set({ revokedAt: app.clock.now() })
          .where(eq(staffApiTokens.id, before.id))
          .returning();
        await recordAudit(tx, request, {
          action: 'token.revoke',
          tenantId: null,
          target: before.id,
          before: { name: before.name, revokedAt: null },
          after: { name: row!.name, revokedAt: row!.revokedAt?.toISOString() ?? null },
        });
        return row!;
      });
      return ok(itemOf(after));
    },
  );
}
