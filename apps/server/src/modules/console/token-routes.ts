import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { API_TOKEN_PREFIX } from './auth-plugin.ts';
import { hashToken } from '../accounts/tokens.ts';
import { recordAudit } from './audit.ts';
import { accessRoute, staffOf } from './guard.ts';
import { disableMadeThrough, type StaffRow } from './staff-repository.ts';
import {
  countActiveTokens,
  findOwnToken,
  insertToken,
  listTokens,
  revokeToken,
  type TokenRow,
} from './staff/token-repository.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
/** Enough for a few scripts each; a leak-prone pile of forgotten tokens is not. */
export const MAX_ACTIVE_TOKENS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

// API tokens are each staff member's own, whatever the role (an analyst's scripts read with the
// analyst's rights): no permission beyond being logged in, but logged in as a person: a token
// never lists, makes or revokes tokens (issue 28). Brands do not apply; the token acts with its
// owner's brands and role, checked again on every call.
const ownTokens = accessRoute(null);

const tokenItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** From this moment the token is refused (it was made for at most CONSOLE_TOKEN_TTL_DAYS). */
  expiresAt: z.string(),
});
const itemOf = (row: TokenRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

// What the audit log keeps of a cascade: the account, never its secrets.
const disabledView = (row: StaffRow) => ({
  email: row.email,
  role: row.role,
  tenantIds: row.tenantIds,
  disabled: true,
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

type TokenOptions = {
  /** CONSOLE_TOKEN_TTL_DAYS: a new token's lifetime, and the longest one a member may ask for. */
  ttlDays: number;
};

async function routes(app: FastifyInstance, opts: TokenOptions) {
  const ttlDays = opts.ttlDays;
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
      const rows = await listTokens(app.db, staff.id);
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
          /** Shorter than the default lifetime for a one-off script; never longer. */
          expiresInDays: z
            .number()
            .int({ message: 'expiresInDays: a whole number of days' })
            .min(1, { message: 'expiresInDays: at least 1' })
            .max(ttlDays, { message: `expiresInDays: at most ${ttlDays}` })
            .optional(),
        }),
        response: apiResponses(z.object({ token: z.string(), item: tokenItem })),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = app.clock.now();
      const row = await app.db.transaction(async (tx) => {
        if ((await countActiveTokens(tx, staff.id)) >= MAX_ACTIVE_TOKENS) {
          throw new AppError(
            ResultCode.BadRequest,
            consoleMessage('tokensTooMany', { max: MAX_ACTIVE_TOKENS }),
            400,
          );
        }
        const inserted = await insertToken(tx, {
          tokenHash: hashToken(token),
          id: randomUUID(),
          staffId: staff.id,
          name: request.body.name,
          createdAt: now,
          expiresAt: new Date(now.getTime() + (request.body.expiresInDays ?? ttlDays) * DAY_MS),
        });
        await recordAudit(tx, request, {
          action: 'token.create',
          tenantId: null,
          target: inserted.id,
          after: { name: inserted.name, expiresAt: inserted.expiresAt.toISOString() },
        });
        return inserted;
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
        summary:
          'Revokes one of your API tokens (at once, for every call after this one) and disables ' +
          'any staff account created through it',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: apiResponses(tokenItem),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const before = await findOwnToken(app.db, staff.id, request.params.id);
      // Another member's token answers like a missing one.
      if (!before) throw notFound();
      const now = app.clock.now();
      const after = await app.db.transaction(async (tx) => {
        // Revoked already: still sweep what it made (an account made before this sweep existed).
        const row = before.revokedAt !== null ? before : await revokeToken(tx, before.id, now);
        if (before.revokedAt === null) {
          await recordAudit(tx, request, {
            action: 'token.revoke',
            tenantId: null,
            target: before.id,
            before: { name: before.name, revokedAt: null },
            after: { name: row.name, revokedAt: row.revokedAt?.toISOString() ?? null },
          });
        }
        for (const made of await disableMadeThrough(tx, [before.id], now)) {
          await recordAudit(tx, request, {
            action: 'staff.disable',
            tenantId: null,
            target: made.id,
            before: { ...disabledView(made), disabled: false },
            after: { ...disabledView(made), cause: `token.revoke ${before.id}` },
          });
        }
        return row;
      });
      return ok(itemOf(after));
    },
  );
}
