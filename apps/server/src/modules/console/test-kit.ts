import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { staffApiTokens } from '../../db/tables/console.ts';
import { API_TOKEN_PREFIX } from './auth-plugin.ts';
import { hashToken } from '../accounts/tokens.ts';
import type { StaffRole } from './staff.ts';
import { createStaff } from './staff-repository.ts';

export const consoleHost = 'console.localhost';
export const TEST_STAFF_PASSWORD = 'correct horse battery staple';

/**
 * A staff member with an API token, for app.inject() tests of console routes: the headers carry
 * the console host and the token (API tokens skip the CSRF check browsers need).
 */
export async function createTestStaff(
  app: FastifyInstance,
  opts: { role: StaffRole; tenantIds: readonly string[]; email?: string },
) {
  const row = await createStaff(app.db, {
    email: opts.email ?? `${opts.role}-${randomBytes(4).toString('hex')}@test.example`,
    password: TEST_STAFF_PASSWORD,
    role: opts.role,
    tenantIds: opts.tenantIds,
  });
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await app.db.insert(staffApiTokens).values({
    tokenHash: hashToken(token),
    id: randomUUID(),
    staffId: row.id,
    name: 'test',
  });
  return {
    id: row.id,
    email: row.email,
    totpSecret: row.totpSecret,
    headers: { host: consoleHost, authorization: `Bearer ${token}` },
  };
}
