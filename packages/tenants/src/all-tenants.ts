import { tenantSchema, type Tenant, type TenantInput } from './tenant-schema.ts';
import { checkTenant } from './tenant-checks.ts';
import { findDuplicates } from './tenant-duplicates.ts';
import { acenet } from './tenants/acenet.ts';
import { acenetJp } from './tenants/acenet-jp.ts';
import { brandEn } from './tenants/brand-en.ts';
import { coolgame } from './tenants/coolgame.ts';
import { dragon } from './tenants/dragon.ts';
import { joyage } from './tenants/joyage.ts';
import { joynet } from './tenants/joynet.ts';
import { ko } from './tenants/ko.ts';
import { rhinos } from './tenants/rhinos.ts';
import { rhinosJp } from './tenants/rhinos-jp.ts';
import { rhinosSea } from './tenants/rhinos-sea.ts';
import { rhinosTwhk } from './tenants/rhinos-twhk.ts';
import { ru } from './tenants/ru.ts';
import { spotJp } from './tenants/spot-jp.ts';
import { ssgame } from './tenants/ssgame.ts';
import { watt } from './tenants/watt.ts';

// SPEC §1 order.
export const tenantInputs: readonly TenantInput[] = [
  watt,
  dragon,
  ko,
  coolgame,
  ru,
  joynet,
  ssgame,
  joyage,
  acenet,
  acenetJp,
  rhinosTwhk,
  rhinos,
  spotJp,
  rhinosJp,
  rhinosSea,
  brandEn,
];

/** Carries every problem at once so a broken deploy is fixed in one round, not one per field. */
export class TenantConfigError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'TenantConfigError';
  }
}

function label(input: unknown, index: number): string {
  const id = (input as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : `#${index}`;
}

function line(tenantId: string, path: string, message: string): string {
  return path === '' ? `${tenantId}: ${message}` : `${tenantId}.${path}: ${message}`;
}

/**
 * Parses and cross-checks every tenant. Throws one TenantConfigError whose message has one line
 * per bad field, `<tenantId>.<path>: <message>`.
 */
export function loadTenants(inputs: readonly TenantInput[] = tenantInputs): Tenant[] {
  const lines: string[] = [];
  const tenants: Tenant[] = [];
  inputs.forEach((input, index) => {
    const parsed = tenantSchema.safeParse(input);
    if (!parsed.success) {
      const id = label(input, index);
      for (const issue of parsed.error.issues) {
        lines.push(line(id, issue.path.map(String).join('.'), issue.message));
      }
      return;
    }
    const issues = checkTenant(parsed.data);
    for (const issue of issues) lines.push(line(parsed.data.id, issue.path, issue.message));
    if (issues.length === 0) tenants.push(parsed.data);
  });
  for (const dup of findDuplicates(tenants)) lines.push(line(dup.tenantId, dup.path, dup.message));
  if (lines.length > 0) throw new TenantConfigError(lines);
  return tenants;
}
