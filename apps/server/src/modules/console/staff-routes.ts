import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@topup/contracts/result-codes';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../plugins/app-error.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { recordAudit } from './audit.ts';
import { accessRoute, assertBrand, brandsOf, staffOf } from './guard.ts';
import { staffRoles, type Staff } from './staff.ts';
import {
  createStaff,
  disableStaff,
  findStaffByEmail,
  findStaffById,
  listStaff,
  normalizeEmail,
  updateStaff,
  type StaffRow,
} from './staff-repository.ts';
import { totpUri } from './totp.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const tags = ['console'];
// Staff accounts are access: managed by a logged-in owner, never through an API token (issue 28).
const admin = accessRoute('staff:admin');

const tenantIds = z
  .array(z.string().trim().min(1).max(64))
  .min(1, { message: 'Choose at least one brand' })
  .max(100);

const staffItem = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** Only the brands the caller has too: another brand is not even named. */
  tenantIds: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
  self: z.boolean(),
});
const createBody = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'Enter a valid email address' }).max(254),
  role: z.enum(staffRoles),
  tenantIds,
  /** Omitted: a random one, answered once. */
  password: z
    .string()
    .min(12, { message: 'The password needs at least 12 characters' })
    .max(200)
    .optional(),
});
const created = z.object({
  staff: staffItem,
  /** Shown once: the server keeps only the scrypt hash. */
  password: z.string().nullable(),
  /** Shown once, for the new member's authenticator app. */
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
const updateBody = z
  .object({ role: z.enum(staffRoles).optional(), tenantIds: tenantIds.optional() })
  .refine((b) => b.role !== undefined || b.tenantIds !== undefined, {
    message: 'Nothing to change: send role and/or tenantIds',
  });
const idParams = z.object({ id: z.string().min(1).max(64) });

const badRequest = (msg: string) => new AppError(ResultCode.BadRequest, msg, 400);
const duplicate = () => badRequest(consoleMessage('staffExists'));
const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);
const notAllTheirBrands = () =>
  new AppError(
    ResultCode.Forbidden,
    'This member also works on brands you do not own; an owner of all their brands must do this',
    403,
  );

/**
 * A member is changed or disabled only by an owner of every brand they have (issue 28, item 14):
 * a role or a disabled account counts on all of the member's brands, so an owner of one of them
 * alone must not decide it for the others.
 */
function assertOwnsAllBrandsOf(caller: Staff, row: StaffRow): void {
  const mine = new Set(caller.tenantIds);
  if (!row.tenantIds.every((id) => mine.has(id))) throw notAllTheirBrands();
}

/** A staff row as the caller may see it, or null when it shares none of the caller's brands. */
function visible(row: StaffRow, caller: Staff, only?: string[]) {
  const mine = new Set(only ?? caller.tenantIds);
  const shared = row.tenantIds.filter((id) => mine.has(id));
  if (shared.length === 0 && row.id !== caller.id) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role as Staff['role'],
    tenantIds: shared,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    self: row.id === caller.id,
  };
}

// What the audit log keeps of an account: never the password hash or the TOTP secret.
const auditView = (row: StaffRow) => ({
  email: row.email,
  role: row.role,
  tenantIds: row.tenantIds,
  disabled: row.disabledAt !== null,
});

/**
 * Staff accounts (issue 16), for owners ('staff:admin'): list, create (the TOTP secret and
 * otpauth URI are answered once), change role and brands, disable. An owner sees members who
 * share a brand with them (never their other brands), grants only brands they have, and changes or
 * disables only members whose brands are all theirs (issue 28). A logged-in person only: API
 * tokens get -403 here (ADR 0032).
 */
export const consoleStaffRoutes = routeModule(
  { name: 'console-staff', uses: ['db', 'clock', 'console-auth'] },
  routes,
);

async function routes(app: FastifyInstance) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  async function target(caller: Staff, id: string): Promise<StaffRow> {
    const row = await findStaffById(app.db, id);
    if (!row || !visible(row, caller)) throw notFound();
    return row;
  }

  zapp.get(
    '/api/console/staff',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Staff members sharing a brand with you (one brand with tenantId)',
        querystring: z.object({ tenantId: z.string().max(64).optional() }),
        response: apiResponses(z.object({ items: z.array(staffItem) })),
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const brands = brandsOf(caller, request.query.tenantId);
      const rows = await listStaff(app.db);
      const items = rows
        .map((row) => visible(row, caller, brands))
        .filter((item) => item !== null)
        // With a brand filter, yourself only when you hold it (you always do: brandsOf checked).
        .filter((item) => item.tenantIds.length > 0);
      return ok({ items });
    },
  );

  zapp.post(
    '/api/console/staff',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Creates a staff member with a role and brands (only brands you have); answers the ' +
          'TOTP secret, otpauth:// URI and (when none was given) the password ONCE',
        body: createBody,
        response: apiResponses(created),
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const body = request.body;
      for (const id of body.tenantIds) assertBrand(caller, id);
      if (await findStaffByEmail(app.db, body.email)) {
        throw duplicate();
      }
      const password = body.password ?? randomBytes(18).toString('base64url');
      const row = await app.db
        .transaction(async (tx) => {
          const inserted = await createStaff(tx, {
            email: normalizeEmail(body.email),
            password,
            role: body.role,
            tenantIds: [...new Set(body.tenantIds)],
            createdBy: { staffId: caller.id, tokenId: null },
          });
          await recordAudit(tx, request, {
            action: 'staff.create',
            tenantId: null,
            target: inserted.id,
            after: auditView(inserted),
          });
          return inserted;
        })
        // Two owners adding the same email at once: the unique index decides, one clear answer.
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw duplicate();
          throw error;
        });
      return ok({
        staff: visible(row, caller)!,
        password: body.password ? null : password,
        totpSecret: row.totpSecret,
        otpauthUri: totpUri(row.totpSecret, row.email),
      });
    },
  );

  zapp.patch(
    '/api/console/staff/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Changes a staff member's role and/or brands (only an owner of all their brands; " +
          '-403 otherwise); tenantIds replaces their brands',
        params: idParams,
        body: updateBody,
        response: apiResponses(staffItem),
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const { role, tenantIds: wanted } = request.body;
      const before = await target(caller, request.params.id);
      if (before.id === caller.id) {
        throw badRequest(consoleMessage('staffOwnRole'));
      }
      assertOwnsAllBrandsOf(caller, before);
      let nextBrands: string[] | undefined;
      if (wanted) {
        for (const id of wanted) assertBrand(caller, id);
        // The member's brands are all the caller's (checked above): the list replaces them.
        nextBrands = [...new Set(wanted)];
      }
      const after = await app.db.transaction(async (tx) => {
        const row = await updateStaff(tx, before.id, {
          ...(role ? { role } : {}),
          ...(nextBrands ? { tenantIds: nextBrands } : {}),
        });
        await recordAudit(tx, request, {
          action: 'staff.update',
          tenantId: null,
          target: row.id,
          before: auditView(before),
          after: auditView(row),
        });
        return row;
      });
      return ok(visible(after, caller)!);
    },
  );

  zapp.post(
    '/api/console/staff/:id/disable',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Disables a staff member (only an owner of all their brands): logs them out everywhere, ' +
          'revokes their API tokens and disables accounts created through those tokens',
        params: idParams,
        response: apiResponses(staffItem),
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const before = await target(caller, request.params.id);
      if (before.id === caller.id) throw badRequest(consoleMessage('staffDisableSelf'));
      assertOwnsAllBrandsOf(caller, before);
      if (before.disabledAt !== null) return ok(visible(before, caller)!);
      const after = await app.db.transaction(async (tx) => {
        const [row, ...cascade] = await disableStaff(tx, before.id, app.clock.now());
        await recordAudit(tx, request, {
          action: 'staff.disable',
          tenantId: null,
          target: row!.id,
          before: auditView(before),
          after: auditView(row!),
        });
        // Accounts made through the member's API tokens go with them (disableStaff).
        for (const made of cascade) {
          await recordAudit(tx, request, {
            action: 'staff.disable',
            tenantId: null,
            target: made.id,
            before: { ...auditView(made), disabled: false },
            after: { ...auditView(made), cause: `staff.disable ${before.id}` },
          });
        }
        return row!;
      });
      return ok(visible(after, caller)!);
    },
  );
}
