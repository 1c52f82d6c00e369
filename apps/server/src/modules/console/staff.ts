// Who a console request acts for, and what each role may do (issue 16). Set on request.staff by
// the console-auth plugin from the session cookie or an API token; null on any other request.

export const staffRoles = ['owner', 'operator', 'support', 'analyst'] as const;
export type StaffRole = (typeof staffRoles)[number];

export type Staff = {
  id: string;
  email: string;
  role: StaffRole;
  /** Canonical tenant ids this member may see and change; every console query filters by them. */
  tenantIds: readonly string[];
  /** How the request was authenticated: a browser session (CSRF-checked) or an API token. */
  via: 'session' | 'token';
};

export type Permission =
  | 'catalog:read'
  | 'catalog:write'
  | 'orders:read'
  | 'orders:write'
  | 'dashboard:read'
  | 'staff:admin';

// owner: everything; operator: catalog, events, prices; support: orders, make-up links, replays,
// refunds; analyst: read-only.
const grants: Record<StaffRole, readonly Permission[]> = {
  owner: [
    'catalog:read',
    'catalog:write',
    'orders:read',
    'orders:write',
    'dashboard:read',
    'staff:admin',
  ],
  operator: ['catalog:read', 'catalog:write', 'dashboard:read'],
  support: ['catalog:read', 'orders:read', 'orders:write', 'dashboard:read'],
  analyst: ['catalog:read', 'orders:read', 'dashboard:read'],
};

export function can(staff: Pick<Staff, 'role'>, permission: Permission): boolean {
  return grants[staff.role].includes(permission);
}

export function permissionsOf(role: StaffRole): readonly Permission[] {
  return grants[role];
}
