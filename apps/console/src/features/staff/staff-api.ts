import * as z from 'zod/mini';
import { api, withQuery } from '../../shared/api.ts';
import { staffRoles, type StaffRole } from '../../shared/staff-schema.ts';

// /api/console/staff (apps/server/src/modules/console/staff-routes.ts).
export const staffItem = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  tenantIds: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
  self: z.boolean(),
});
export type StaffItem = z.infer<typeof staffItem>;

const created = z.object({
  staff: staffItem,
  password: z.nullable(z.string()),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});
export type CreatedStaff = z.infer<typeof created>;

export type NewStaff = { email: string; role: StaffRole; tenantIds: string[]; password?: string };

export const staffApi = {
  list: (tenantId: string) =>
    api.get(withQuery('/api/console/staff', { tenantId }), z.object({ items: z.array(staffItem) })),
  create: (body: NewStaff) => api.post('/api/console/staff', body, created),
  update: (id: string, body: { role?: StaffRole; tenantIds?: string[] }) =>
    api.patch(`/api/console/staff/${encodeURIComponent(id)}`, body, staffItem),
  disable: (id: string) =>
    api.post(`/api/console/staff/${encodeURIComponent(id)}/disable`, {}, staffItem),
};
