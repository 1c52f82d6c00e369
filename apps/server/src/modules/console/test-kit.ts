import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { staffApiTokens, staffSessions } from '../../db/tables/console.ts';
import { API_TOKEN_PREFIX, CONSOLE_COOKIE } from './auth-plugin.ts';
import { hashToken } from '../accounts/tokens.ts';
import type { StaffRole } from './staff.ts';
import { createStaff } from './staff-repository.ts';

export const consoleHost = 'console.localhost';
export const TEST_STAFF_PASSWORD = 'correct horse battery staple';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A staff member with an API token and a browser session, for app.inject() tests of console
 * routes: `headers` carry the console host and the token (API tokens skip the CSRF check browsers
 * need); `sessionHeaders` the session cookie and its CSRF token, for the routes a token may not
 * call (tokens and staff accounts, issue 28). `createdBy` records who made the account.
 */
export async function createTestStaff(
  app: FastifyInstance,
  opts: {
    role: StaffRole;
    tenantIds: readonly string[];
    email?: string;
    createdBy?: { staffId: string; tokenId: string | null };
  },
) {
  const row = await createStaff(app.db, {
    email: opts.email ?? `${opts.role}-${randomBytes(4).toString('hex')}@test.example`,
    password: TEST_STAFF_PASSWORD,
    role: opts.role,
    tenantIds: opts.tenantIds,
    ...(opts.createdBy ? { createdBy: opts.createdBy } : {}),
  });
  const now = app.clock.now();
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const tokenId = randomUUID();
  await app.db.insert(staffApiTokens).values({
    tokenHash: hashToken(token),
    id: tokenId,
    staffId: row.id,
    name: 'test',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 90 * DAY_MS),
  });
  const session = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await app.db.insert(staffSessions).values({
    tokenHash: hashToken(session),
    staffId: row.id,
    csrfToken,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 12 * HOUR_MS),
  });
  return {
    id: row.id,
    email: row.email,
    totpSecret: row.totpSecret,
    tokenId,
    headers: { host: consoleHost, authorization: `Bearer ${token}` },
    sessionHeaders: {
      host: consoleHost,
      cookie: `${CONSOLE_COOKIE}=${session}`,
      'x-csrf-token': csrfToken,
    },
  };
}
