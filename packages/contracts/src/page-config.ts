import * as z from 'zod/mini';

// GET /api/config/recharge (SPEC §3 page config).
export const pageConfigQuerySchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  domain_area: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});

export const pageConfigSchema = z.object({
  is_open_coupon: z.boolean(),
  language_config: z
    .string()
    .check(z.describe('comma-separated language codes offered by the picker')),
  area_config: z.object({ is_area_role: z.boolean() }),
  brand_color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  cumulative_config: z.object({ is_has_cumulative: z.boolean() }),
  continue_config: z.object({ is_has_continue: z.boolean() }),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

// GET /api/config/game_logo
export const gameLogoQuerySchema = z.object({
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const gameLogoSchema = z.object({ icon: z.string() });
