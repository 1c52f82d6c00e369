import type {
  CapsSettings,
  SetCapsPinBody,
  SetSpendingCapsBody,
  SpendingCaps,
} from '@topup/contracts/spending-caps';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashPassword } from '../accounts/password.ts';
import { periodStarts } from './periods.ts';
import { createPinGuard } from './pin.ts';
import {
  capsPartsOf,
  findCaps,
  lockAccount,
  saveCaps,
  savePin,
  spentIn,
  type Account,
  type Spent,
} from './repository.ts';
import {
  ageMonthlyLimit,
  applyChange,
  appliesJpAgeLimits,
  effectiveOf,
  pendingOf,
  type CapsRow,
} from './settings.ts';

/** An account's caps row (none yet: null) and its spend in the cap currency. */
type CapsParts = { caps: CapsRow | null; spent: Spent };

/** The player's caps and spend on this brand (issue 18): My → Spending limits. */
export function createSpendingCapsService(deps: { db: Db; now: () => Date }) {
  const pins = createPinGuard(deps.db);
  const currencyOf = (tenant: Tenant, row: CapsRow | null) =>
    row?.currency ?? tenant.currencies.default;

  async function view(tenant: Tenant, who: Account): Promise<SpendingCaps> {
    const at = deps.now();
    const row = await findCaps(deps.db, who);
    const currency = currencyOf(tenant, row);
    const spent = await spentIn(deps.db, who, currency, periodStarts(at, tenant.timeZone), at);
    return viewOf(tenant, { caps: row, spent }, at);
  }

  function viewOf(tenant: Tenant, { caps: row, spent }: CapsParts, at: Date): SpendingCaps {
    const currency = currencyOf(tenant, row);
    const settings = effectiveOf(row, at);
    const pending = pendingOf(row, at);
    return {
      currency,
      ...settings,
      pending: pending && {
        ...pending.settings,
        effective_at: Math.ceil(pending.from.getTime() / 1000),
      },
      spent,
      jp_age_limits: appliesJpAgeLimits(tenant),
      age_monthly_limit: ageMonthlyLimit(settings.age_band, currency),
      pin_set: row?.pinHash != null,
    };
  }

  return {
    view,

    /**
     * The caps page's parts at `at`, to be read with the session in one statement (the GET
     * route, issue 32), and the page from them (viewFrom, with the same `at`).
     */
    partsAt: (tenant: Tenant, at: Date) =>
      capsPartsOf(tenant.currencies.default, periodStarts(at, tenant.timeZone), at),
    viewFrom: viewOf,

    async setCaps(tenant: Tenant, who: Account, body: SetSpendingCapsBody): Promise<SpendingCaps> {
      // Age bands are the Japanese industry practice: other brands have none to state.
      if (body.age_band !== null && !appliesJpAgeLimits(tenant)) {
        throw new AppError(
          ResultCode.BadRequest,
          serverMessage('request.invalid', { where: 'age_band' }),
        );
      }
      const requested: CapsSettings = {
        daily: body.daily,
        weekly: body.weekly,
        monthly: body.monthly,
        age_band: body.age_band,
        cooling_off: body.cooling_off,
      };
      const pinHash = (await findCaps(deps.db, who))?.pinHash ?? null;
      await pins.assertPin(who, pinHash, body.pin, deps.now());
      await deps.db.transaction(async (tx) => {
        // The same lock as an order being placed: a change lands between orders, never inside one.
        await lockAccount(tx, who);
        const at = deps.now();
        const row = await findCaps(tx, who);
        const currency = currencyOf(tenant, row);
        const change = applyChange(effectiveOf(row, at), requested, currency, at);
        await saveCaps(tx, who, { currency, ...change, at });
      });
      return view(tenant, who);
    },

    async setPin(tenant: Tenant, who: Account, body: SetCapsPinBody): Promise<SpendingCaps> {
      const row = await findCaps(deps.db, who);
      await pins.assertPin(who, row?.pinHash ?? null, body.pin, deps.now());
      const hash = body.new_pin === null ? null : await hashPassword(body.new_pin);
      await savePin(deps.db, who, currencyOf(tenant, row), hash, deps.now());
      return view(tenant, who);
    },
  };
}

export type SpendingCapsService = ReturnType<typeof createSpendingCapsService>;
