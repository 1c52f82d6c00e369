import { isProductOfGame } from '../catalog/goods-admin.ts';
import { ResultCode } from '@topup/contracts/result-codes';
import type { ConsolePromotion, PromotionInput } from '@topup/contracts/console-promotions';
import type { Promotion } from '@topup/contracts/promotions';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../db/client.ts';
import { nameIn } from '../../i18n/name-in.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  endPromotion,
  findPromotion,
  gameExists,
  gamePromotions,
  insertPromotion,
  shownPromotions,
  updatePromotion,
  type PromotionRow,
  type PromotionValues,
  type Tx,
} from './repository.ts';
import { isLive, promotionState } from './state.ts';

// Read on every goods page after its first paint: a few seconds in memory, cleared by the catalog
// bus when the console saves one. Whether each is live is judged per call by the clock.
const PROMOTIONS_TTL_MS = 5_000;

const badInput = (message: string) => new AppError(ResultCode.BadRequest, message);
const notFound = () => new AppError(ResultCode.NotFound, 'Not found', 404);

/** Records the change in the console's audit, in the transaction that makes it. */
export type Audit = (
  tx: Tx,
  entry: { action: string; target: string; before: unknown; after: unknown },
) => Promise<void>;

export function consoleView(row: PromotionRow, at: Date): ConsolePromotion {
  return {
    id: row.id,
    game_code: row.gameCode,
    titles: row.titles,
    texts: row.texts,
    link_product_id: row.linkProductId,
    link_path: row.linkPath,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    active: row.active,
    sort: row.sort,
    ended_at: row.endedAt?.toISOString() ?? null,
    state: promotionState(row, at),
  };
}

/** The player's view: texts in their language, else the brand's, else English (nameIn). */
export function publicView(row: PromotionRow, lang: string): Promotion {
  const text = Object.keys(row.texts).length ? nameIn(row.texts, lang) : '';
  return {
    id: row.id,
    title: nameIn(row.titles, lang),
    text: text === '' ? null : text,
    product_id: row.linkProductId,
    path: row.linkPath,
    ends_at: row.endsAt.toISOString(),
  };
}

function checkTitles(tenant: Tenant, input: PromotionInput): void {
  if (!input.titles[tenant.defaultLanguage as keyof PromotionInput['titles']]) {
    throw badInput(`titles: expected a text in ${tenant.defaultLanguage}, the brand's language`);
  }
}

const valuesOf = (input: PromotionInput): PromotionValues => ({
  titles: input.titles as Record<string, string>,
  texts: input.texts as Record<string, string>,
  linkProductId: input.link_product_id,
  linkPath: input.link_path,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  active: input.active,
  sort: input.sort,
});

export function createPromotionsService(deps: { db: Db; now: () => Date; bus?: ChangeBus }) {
  const { db, now } = deps;
  const cache = createTtlCache<PromotionRow[]>({
    ttlMs: PROMOTIONS_TTL_MS,
    clearOn: deps.bus,
  });
  const announce = () => deps.bus?.changed('promotions');

  async function assertGame(tenantId: string, gameCode: string) {
    if (!(await gameExists(db, tenantId, gameCode))) throw notFound();
  }
  async function checkLink(q: Db | Tx, tenantId: string, gameCode: string, input: PromotionInput) {
    const product = input.link_product_id;
    if (product && !(await isProductOfGame(q, tenantId, gameCode, product))) {
      throw badInput(`link_product_id: ${product} is not goods of ${gameCode}`);
    }
  }

  return {
    /** The console's list of a game's promotions, ended ones included (-404 unknown game). */
    async list(tenant: Tenant, gameCode: string): Promise<ConsolePromotion[]> {
      await assertGame(tenant.id, gameCode);
      const at = now();
      return (await gamePromotions(db, tenant.id, gameCode)).map((r) => consoleView(r, at));
    },

    async create(
      tenant: Tenant,
      gameCode: string,
      input: PromotionInput,
      audit: Audit,
    ): Promise<ConsolePromotion> {
      checkTitles(tenant, input);
      await assertGame(tenant.id, gameCode);
      const at = now();
      const saved = await db.transaction(async (tx) => {
        await checkLink(tx, tenant.id, gameCode, input);
        const row = await insertPromotion(tx, {
          tenantId: tenant.id,
          gameCode,
          ...valuesOf(input),
        });
        const after = consoleView(row, at);
        await audit(tx, {
          action: 'promotion.create',
          target: String(row.id),
          before: null,
          after,
        });
        return after;
      });
      await announce();
      return saved;
    },

    /** -404 unknown id; -400 ended (ending is final), or a link to goods of another game. */
    async update(tenant: Tenant, id: number, input: PromotionInput, audit: Audit) {
      checkTitles(tenant, input);
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const before = await findPromotion(tx, tenant.id, id);
        if (!before) throw notFound();
        if (before.endedAt) throw badInput(`Promotion ${id} was ended; it cannot be changed`);
        await checkLink(tx, tenant.id, before.gameCode, input);
        const row = await updatePromotion(tx, tenant.id, id, valuesOf(input));
        const after = consoleView(row, at);
        await audit(tx, {
          action: 'promotion.update',
          target: String(id),
          before: consoleView(before, at),
          after,
        });
        return after;
      });
      await announce();
      return saved;
    },

    /** Ends it now: players no longer see it, and it cannot be changed again (-404 unknown). */
    async end(tenant: Tenant, id: number, audit: Audit): Promise<ConsolePromotion> {
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const before = await findPromotion(tx, tenant.id, id);
        if (!before) throw notFound();
        const row = await endPromotion(tx, before, at);
        const after = consoleView(row, at);
        await audit(tx, {
          action: 'promotion.end',
          target: String(id),
          before: consoleView(before, at),
          after,
        });
        return after;
      });
      await announce();
      return saved;
    },

    /**
     * The storefront's: live promotions of a brand's game in the player's language. A sub-game
     * (a version with its own goods) shows its own and its parent game's, in one order.
     */
    async shown(
      tenant: Tenant,
      game: { gameCode: string; parentCode: string | null },
      lang: string | undefined,
    ): Promise<Promotion[]> {
      const at = now();
      const codes = game.parentCode ? [game.gameCode, game.parentCode] : [game.gameCode];
      const rows = await cache.get(`${tenant.id}\u0000${codes.join('\u0000')}`, () =>
        shownPromotions(db, tenant.id, codes, at),
      );
      const language = lang?.trim() || tenant.defaultLanguage;
      return rows.filter((r) => isLive(r, at)).map((r) => publicView(r, language));
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
