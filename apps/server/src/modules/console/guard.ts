import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';
import { can, type Permission, type Staff } from './staff.ts';

export const notLoggedIn = () =>
  new AppError(ResultCode.NotLoggedIn, 'Log in to the console first', 401);
const forbidden = () => new AppError(ResultCode.Forbidden, 'Your role may not do this', 403);
const tokenRefused = () =>
  new AppError(
    ResultCode.Forbidden,
    'API tokens may not manage API tokens or staff: log in to the console to do this',
    403,
  );
// The same answer as a row that does not exist: another brand's data is not even acknowledged.
const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);

/**
 * Options every console route spreads into its own: no tenant from the host (the console host is
 * no brand), and the caller must be logged in with a role that holds `permission`. Checked in
 * onRequest, before the body is even parsed: without the right, a caller learns nothing about
 * what a call would accept.
 */
export function consoleRoute(permission: Permission) {
  return {
    config: { tenancy: false },
    onRequest: async (request: FastifyRequest) => {
      if (!request.staff) throw notLoggedIn();
      if (!can(request.staff, permission)) throw forbidden();
    },
  } as const;
}

/**
 * For the routes that hand out or manage access (API tokens, staff accounts): a logged-in browser
 * session only, never an API token (issue 28, item 13). A leaked token must not be able to mint
 * tokens that outlive its revocation, nor create accounts and receive their TOTP secrets: access
 * is made by a person who passed password and TOTP. `permission` null: any logged-in member.
 */
export function accessRoute(permission: Permission | null) {
  return {
    config: { tenancy: false },
    onRequest: async (request: FastifyRequest) => {
      if (!request.staff) throw notLoggedIn();
      if (request.staff.via !== 'session') throw tokenRefused();
      if (permission !== null && !can(request.staff, permission)) throw forbidden();
    },
  } as const;
}

/** The staff member of a request that passed consoleRoute's guard. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw notLoggedIn();
  return request.staff;
}

/**
 * The tenant ids a console query filters by: all of the member's brands, or the one asked for
 * when it is one of them (otherwise -404).
 */
export function brandsOf(staff: Staff, tenantId?: string | null): string[] {
  if (tenantId === undefined || tenantId === null || tenantId === '') return [...staff.tenantIds];
  assertBrand(staff, tenantId);
  return [tenantId];
}

/** -404 unless the row's brand is one of the member's. */
export function assertBrand(staff: Staff, tenantId: string | null | undefined): void {
  if (!tenantId || !staff.tenantIds.includes(tenantId)) throw notFound();
}
