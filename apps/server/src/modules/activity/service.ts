import type {
  Activity,
  ActivityInfo,
  ActivityReward,
  ActivityStatus,
  ActivityType,
  ClaimedReward,
  ReceiveActivityGift,
  TierState,
} from '@topup/contracts/activity';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Area } from '@topup/tenants/areas';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { RequestContext } from '../../context.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import { serverElsewhereMessage } from '../catalog/area.ts';
import { ownRole } from '../catalog/own-role.ts';
import { paidInWindow, streakOf, type Payment } from './progress.ts';
import type { ActivityRepository, ActivityRow, ClaimRow, RoleKey, TierRow } from './repository.ts';
import { serverMessage, type MessageKey } from '../../i18n/server-messages.ts';

export type ActivityDeps = { repo: ActivityRepository; gateway: GameGateway; now: () => Date };
type Game = { gameCode: string };
type Character = { suid: string; roleId: string; serverId: string };

export const isLive = (a: Pick<ActivityRow, 'startsAt' | 'endsAt'>, at: Date) =>
  a.startsAt <= at && at < a.endsAt;

/** Live events of a game in a currency, cumulative first (the app's first tab). */
export function liveEvents(rows: readonly ActivityRow[], currency: string, at: Date) {
  const order = (a: ActivityRow) => (a.kind === 'cumulative' ? 0 : 1);
  return rows
    .filter((a) => a.currency === currency && isLive(a, at))
    .sort((a, b) => order(a) - order(b) || a.endsAt.getTime() - b.endsAt.getTime());
}

/** The page config flags and /api/cumulative/status, from the same rule. */
export function statusOf(rows: readonly ActivityRow[], currency: string, at: Date): ActivityStatus {
  const live = liveEvents(rows, currency, at);
  const ids = (kind: string) => live.filter((a) => a.kind === kind).map((a) => a.activityId);
  const cumulative = ids('cumulative');
  const continuous = ids('continuous');
  return {
    is_has_cumulative: cumulative.length > 0,
    is_has_continue: continuous.length > 0,
    cumulative_ids: cumulative,
    continue_ids: continuous,
  };
}

const missing = (key: MessageKey) => new AppError(ResultCode.ActivityMissing, serverMessage(key));
const rewardsOf = (tier: TierRow): ActivityReward[] =>
  tier.rewards.map((r) => ({ names: r.names, icon: r.icon, quantity: r.quantity }));

type Standing = { progress: number; reached: number; todayCounted: boolean };

/** How far the character got: paid in the window, or the current and the best streak. */
function standingIn(a: ActivityRow, payments: Payment[], at: Date, timeZone: string): Standing {
  if (a.kind === 'continuous') {
    const s = streakOf(payments, a, a.minDailyMinor, at, timeZone);
    return { progress: s.current, reached: s.best, todayCounted: s.todayCounted };
  }
  const paid = paidInWindow(payments, a);
  return { progress: paid, reached: paid, todayCounted: false };
}

/**
 * Events count payments in one currency, and the area of the character's server decides the
 * currency it pays in (SPEC §3): a character priced in another currency is refused (-3031).
 */
function assertPricedIn(ctx: RequestContext, serverArea: string, currency: string): void {
  if (defaultCurrency(ctx.tenant, serverArea as Area) !== currency) {
    throw new AppError(ResultCode.ServerNotInArea, serverElsewhereMessage);
  }
}

export function createActivityService(deps: ActivityDeps) {
  const { repo, gateway, now } = deps;

  /**
   * The character must be the player's, on that server (as for paying); its server's area is
   * kept, since an event counts payments in that area's currency only.
   */
  async function characterOf(
    ctx: RequestContext,
    game: Game,
    who: Character,
  ): Promise<RoleKey & { area: string }> {
    const role = await ownRole(gateway, {
      tenantId: ctx.tenant.id,
      gameCode: game.gameCode,
      ...who,
    });
    return {
      tenantId: ctx.tenant.id,
      gameCode: game.gameCode,
      roleId: role.roleId,
      area: role.area,
    };
  }

  /** The character's payments over every given event's window, in one query per currency. */
  async function paymentsFor(role: RoleKey, events: ActivityRow[]) {
    const byCurrency = new Map<string, Payment[]>();
    for (const currency of new Set(events.map((a) => a.currency))) {
      const mine = events.filter((a) => a.currency === currency);
      const from = new Date(Math.min(...mine.map((a) => a.startsAt.getTime())));
      const to = new Date(Math.max(...mine.map((a) => a.endsAt.getTime())));
      byCurrency.set(currency, await repo.payments(role, currency, { from, to }));
    }
    return (a: ActivityRow) => byCurrency.get(a.currency) ?? [];
  }

  function claimedList(claims: ClaimRow[], events: ActivityRow[], tiers: TierRow[]) {
    return claims.flatMap((c): ClaimedReward[] => {
      const a = events.find((e) => e.activityId === c.activityId);
      const tier = tiers.find((t) => t.activityId === c.activityId && t.tierId === c.tierId);
      if (!a || !tier) return [];
      return [
        {
          activity_id: a.activityId,
          type: a.kind as ActivityType,
          names: a.names,
          tier_id: tier.tierId,
          threshold: tier.threshold,
          currency: a.currency,
          rewards: rewardsOf(tier),
          claimed_at: c.claimedAt.toISOString(),
          delivered: c.deliveredAt !== null,
        },
      ];
    });
  }

  return {
    async status(ctx: RequestContext, game: Game, area: Area): Promise<ActivityStatus> {
      const rows = await repo.ofGame(ctx.tenant.id, game.gameCode);
      return statusOf(rows, defaultCurrency(ctx.tenant, area), now());
    },

    /**
     * SPEC §7 cumulativeActivityInfo: the live events of the game in the area's currency with
     * their tiers; with the player's character also its progress, tier states and received
     * rewards (a visitor sees every tier locked).
     */
    async info(
      ctx: RequestContext,
      game: Game,
      area: Area,
      who: Character | null,
    ): Promise<ActivityInfo> {
      const at = now();
      const tenantId = ctx.tenant.id;
      const character = who ? await characterOf(ctx, game, who) : null;
      // The events shown are those of the area's currency: a character whose server is priced in
      // another currency has no progress in them (-3031).
      if (character) assertPricedIn(ctx, character.area, defaultCurrency(ctx.tenant, area));
      const role: RoleKey | null = character
        ? { tenantId: character.tenantId, gameCode: character.gameCode, roleId: character.roleId }
        : null;
      const live = liveEvents(
        await repo.ofGame(tenantId, game.gameCode),
        defaultCurrency(ctx.tenant, area),
        at,
      );
      const claims = role ? await repo.claims(role) : [];
      // Received rewards of ended events stay listed under 'my'.
      const claimedEvents = await repo.activitiesById(tenantId, [
        ...new Set(claims.map((c) => c.activityId)),
      ]);
      const tiers = await repo.tiers(tenantId, [
        ...new Set([...live, ...claimedEvents].map((a) => a.activityId)),
      ]);
      const paymentsOf = role ? await paymentsFor(role, live) : () => [];

      const activities = live.map((a): Activity => {
        const s = role
          ? standingIn(a, paymentsOf(a), at, ctx.tenant.timeZone)
          : { progress: 0, reached: 0, todayCounted: false };
        const stateOf = (t: TierRow): TierState => {
          if (claims.some((c) => c.activityId === a.activityId && c.tierId === t.tierId)) {
            return 'received';
          }
          return role && s.reached >= t.threshold ? 'claimable' : 'locked';
        };
        return {
          activity_id: a.activityId,
          type: a.kind as ActivityType,
          names: a.names,
          descriptions: a.descriptions,
          currency: a.currency,
          min_daily_minor: a.kind === 'continuous' ? a.minDailyMinor : 0,
          starts_at: a.startsAt.toISOString(),
          ends_at: a.endsAt.toISOString(),
          seconds_left: Math.max(0, Math.floor((a.endsAt.getTime() - at.getTime()) / 1000)),
          progress: s.progress,
          best_streak: s.reached,
          today_counted: s.todayCounted,
          tiers: tiers
            .filter((t) => t.activityId === a.activityId)
            .map((t) => ({
              tier_id: t.tierId,
              threshold: t.threshold,
              state: stateOf(t),
              rewards: rewardsOf(t),
            })),
        };
      });
      return {
        server_time: at.toISOString(),
        time_zone: ctx.tenant.timeZone,
        role_id: role?.roleId ?? null,
        activities,
        claimed: claimedList(claims, claimedEvents, tiers),
      };
    },

    /**
     * SPEC §7 receiveActivityGift: the tier must belong to a live event of this game and be
     * reached by the character; the claim and its delivery are written together, once.
     */
    async claim(
      ctx: RequestContext,
      game: Game,
      who: Character,
      req: { activityId: string; tierId: number },
    ): Promise<ReceiveActivityGift> {
      const at = now();
      const { area, ...role } = await characterOf(ctx, game, who);
      const a = await repo.find(ctx.tenant.id, req.activityId);
      if (!a || a.gameCode !== game.gameCode) throw missing('activity.missing');
      // An event runs in one currency, so in the areas priced in it: the character's server
      // must be in one of them (-3031).
      assertPricedIn(ctx, area, a.currency);
      if (at < a.startsAt) throw missing('activity.notStarted');
      if (at >= a.endsAt) throw missing('activity.ended');
      const tier = (await repo.tiers(ctx.tenant.id, [a.activityId])).find(
        (t) => t.tierId === req.tierId,
      );
      if (!tier) throw missing('activity.noSuchReward');

      const payments = await repo.payments(role, a.currency, { from: a.startsAt, to: a.endsAt });
      const { reached } = standingIn(a, payments, at, ctx.tenant.timeZone);
      if (reached < tier.threshold) {
        throw new AppError(ResultCode.RewardLocked, serverMessage('activity.rewardLocked'));
      }
      const claimed = await repo.claim({ ...role, suid: who.suid }, tier, at);
      if (!claimed) {
        throw new AppError(ResultCode.RewardReceived, serverMessage('activity.rewardReceived'));
      }
      ctx.log.info(
        { activityId: a.activityId, tierId: tier.tierId, roleId: role.roleId },
        'event reward claimed',
      );
      return {
        activity_id: a.activityId,
        tier_id: tier.tierId,
        state: 'received',
        rewards: rewardsOf(tier),
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
