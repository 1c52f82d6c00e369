import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@topup/contracts/result-codes';
import { countedMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { verifyPassword } from '../accounts/password.ts';
import { createWindowThrottle } from '../accounts/window-throttle.ts';
import { CONSOLE_COOKIE, consoleCookieOf } from './auth-plugin.ts';
import { hashToken } from '../accounts/tokens.ts';
import { recordAudit } from './audit.ts';
import { recordLoginRefused, refusalOf } from './login-audit.ts';
import { notLoggedIn, staffOf } from './guard.ts';
import { permissionsOf, staffRoles, type Staff } from './staff.ts';
import { claimTotpStep, findStaffByEmail } from './staff-repository.ts';
import { endSession, startSession } from './staff/session-repository.ts';
import { totpStep } from './totp.ts';

/** A console session lasts a working day; logging in again starts a new one. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;
// Like the players' logins (modules/accounts/throttle.ts): per address and account, per address,
// and per account from everywhere. The counters live under a tenant id no brand can have.
const THROTTLE_TENANT = '_console';
const limitOf = (key: string) => (key.startsWith('pair:') ? 5 : key.startsWith('ip:') ? 20 : 50);

const loginBody = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
  code: z.string().trim().max(10),
});

const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  tenantIds: z.array(z.string()),
  permissions: z.array(z.string()),
});
const sessionSchema = z.object({ staff: staffSchema, csrfToken: z.string().nullable() });

const publicStaff = (staff: Omit<Staff, 'via'>) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  tenantIds: [...staff.tenantIds],
  permissions: [...permissionsOf(staff.role)],
});

const tags = ['console'];
const anyHost = { tenancy: false } as const;

/** Login (password + TOTP), logout and "who am I" for the console (issue 16). */
export const consoleSessionRoutes = routeModule(
  { name: 'console-session', uses: ['db', 'clock', 'console-auth'] },
  routes,
);

async function routes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const throttle = createWindowThrottle(app.db, {
    windowMs: WINDOW_MS,
    limitOf,
    lockedMessage: (minutes) => countedMessage('accounts.loginLocked', minutes, { minutes }),
    nameOf: (key) => `console-login:${key.slice(0, key.indexOf(':'))}`,
  });
  const failed = () => new AppError(ResultCode.LoginFailed, 'Wrong email, password or code', 401);

  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) =>
    reply.setCookie(CONSOLE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge,
    });

  zapp.post(
    '/api/console/login',
    {
      config: { ...anyHost, rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          'Staff login: email, password and the 6-digit TOTP code; sets the HTTP-only session ' +
          'cookie and answers the CSRF token (-3100 wrong credentials, -429 locked out)',
        body: loginBody,
        response: apiResponses(sessionSchema),
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { email, password, code } = request.body;
      const account = `acct:${email.toLowerCase()}`;
      const keys = [`pair:${request.ip}|${account}`, `ip:${request.ip}`, account];
      // Counted before the password and code are checked, so a burst of concurrent guesses
      // gets no more than the limit (issue 28, item 10).
      const slot = await throttle.reserve(THROTTLE_TENANT, keys, keys, now);
      const row = await findStaffByEmail(app.db, email);
      // verifyPassword spends one scrypt for a missing account too: no timing tells who exists.
      const passwordOk = await verifyPassword(password, row?.passwordHash ?? null);
      const step = row && passwordOk ? totpStep(row.totpSecret, code, now) : null;
      const claimed =
        row !== null &&
        row.disabledAt === null &&
        step !== null &&
        (await claimTotpStep(app.db, row.id, step));
      if (!claimed) {
        const reason = refusalOf(row, passwordOk, step);
        request.log.info({ staffLogin: 'failed', reason }, 'console login refused');
        // The caller reads one message whatever the reason; the operators' audit row says it.
        await recordLoginRefused(app.db, request, {
          email,
          staffId: row?.id ?? null,
          reason,
          locked: slot.full,
        });
        throw failed();
      }
      await throttle.release(slot, [keys[0]!]);
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      await startSession(app.db, {
        tokenHash: hashToken(token),
        staffId: row.id,
        csrfToken,
        at: now,
        ttlMs: SESSION_MS,
      });
      const staff: Staff = {
        id: row.id,
        email: row.email,
        role: row.role as Staff['role'],
        tenantIds: row.tenantIds,
        via: 'session',
      };
      request.staff = staff;
      await recordAudit(app.db, request, {
        action: 'session.login',
        tenantId: null,
        target: row.id,
      });
      setCookie(request, reply, token, SESSION_MS / 1000);
      return ok({ staff: publicStaff(staff), csrfToken });
    },
  );

  zapp.post(
    '/api/console/logout',
    {
      config: anyHost,
      schema: { tags, summary: 'Ends this browser session', response: apiResponses(z.null()) },
    },
    async (request, reply) => {
      const token = consoleCookieOf(request);
      if (request.staff?.via === 'session' && token) {
        if (await endSession(app.db, hashToken(token))) {
          await recordAudit(app.db, request, {
            action: 'session.logout',
            tenantId: null,
            target: request.staff.id,
          });
        }
      }
      setCookie(request, reply, '', 0);
      return ok(null);
    },
  );

  zapp.get(
    '/api/console/me',
    {
      config: anyHost,
      schema: {
        tags,
        summary:
          'The logged-in staff member, role, brands and permissions (-600 when not logged in)',
        response: apiResponses(sessionSchema),
      },
    },
    async (request) => {
      if (!request.staff) throw notLoggedIn();
      const staff = staffOf(request);
      // Read with the session by the auth hook: no second query.
      const csrfToken = staff.via === 'session' ? request.staffCsrf : null;
      return ok({ staff: publicStaff(staff), csrfToken });
    },
  );
}
