import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponTemplates, vipLevels } from '../../db/tables/vip.ts';
import type { Tx } from '../orders/types.ts';
import type { TemplateRow } from './repository.ts';

// VIP levels and the coupon templates they hand out, as the console edits them (repository.ts
// reads them for players, by need_points; the console lists them by level number).

type Q = Db | Tx;
export type LevelRow = typeof vipLevels.$inferSelect;
export type LevelValues = Pick<LevelRow, 'name' | 'showName' | 'needPoints'>;
export type TemplateValues = Pick<
  TemplateRow,
  'levelId' | 'type' | 'name' | 'discountRate' | 'sort'
>;

/** The brand's levels by number and its coupon templates by sort. */
export async function levelsAndTemplates(
  db: Q,
  tenantId: string,
): Promise<{ levels: LevelRow[]; templates: TemplateRow[] }> {
  const [levels, templates] = await Promise.all([
    db
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.tenantId, tenantId))
      .orderBy(asc(vipLevels.levelId)),
    db
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.tenantId, tenantId))
      .orderBy(asc(couponTemplates.sort), asc(couponTemplates.templateId)),
  ]);
  return { levels, templates };
}

/** Creates the level or replaces its fields. */
export async function saveLevel(tx: Q, tenantId: string, levelId: number, values: LevelValues) {
  await tx
    .insert(vipLevels)
    .values({ tenantId, levelId, ...values })
    .onConflictDoUpdate({ target: [vipLevels.tenantId, vipLevels.levelId], set: values });
}

export async function deleteLevel(tx: Q, tenantId: string, levelId: number) {
  await tx
    .delete(vipLevels)
    .where(and(eq(vipLevels.tenantId, tenantId), eq(vipLevels.levelId, levelId)));
}

export async function findTemplate(
  db: Q,
  tenantId: string,
  templateId: string,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.tenantId, tenantId), eq(couponTemplates.templateId, templateId)));
  return row ?? null;
}

/** Creates the template or replaces its fields. */
export async function saveTemplate(
  tx: Q,
  tenantId: string,
  templateId: string,
  values: TemplateValues,
) {
  await tx
    .insert(couponTemplates)
    .values({ tenantId, templateId, ...values })
    .onConflictDoUpdate({
      target: [couponTemplates.tenantId, couponTemplates.templateId],
      set: values,
    });
}

export async function deleteTemplate(tx: Q, tenantId: string, templateId: string) {
  await tx
    .delete(couponTemplates)
    .where(and(eq(couponTemplates.tenantId, tenantId), eq(couponTemplates.templateId, templateId)));
}
