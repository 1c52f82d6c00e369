import * as z from 'zod/mini';

// What POST /api/console/login and GET /api/console/me answer.
export const permissions = [
  'catalog:read',
  'catalog:write',
  'orders:read',
  'orders:write',
  'dashboard:read',
  'staff:admin',
] as const;
export type Permission = (typeof permissions)[number];

export const staffRoles = ['owner', 'operator', 'support', 'analyst'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const sessionStaff = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  tenantIds: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type SessionStaff = z.infer<typeof sessionStaff>;

export const sessionAnswer = z.object({ staff: sessionStaff, csrfToken: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;
