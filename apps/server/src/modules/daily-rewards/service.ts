import type { DailyClaim, DailyState } from '@topup/contracts/daily-rewards';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { ownRole } from '../catalog/own-role.ts';
import type { CalendarRow, DailyRepository, LiveCalendar } from './repository.ts';
import { progressOf, rewardDayOf } from './reward-day.ts';

export type DailyDeps = { repo: DailyRepository; gateway: GameGateway; now: () => Date };
type Game = { gameCode: string };

const rewardsOf = (c: CalendarRow, step: number) =>
  c.steps[step - 1]!.rewards.map((r) => ({ names: r.names, icon: r.icon, quantity: r.quantity }));

const claimedToday = () =>
  new AppError(ResultCode.DailyClaimed, serverMessage('daily.claimedToday'));

export function createDailyService(deps: DailyDeps) {
  const { repo, gateway, now } = deps;

  async function calendarOf(ctx: RequestContext, game: Game, at: Date) {
    const calendar = await repo.liveCalendar(ctx.tenant.id, game.gameCode, at);
    if (!calendar) throw new AppError(ResultCode.DailyMissing, serverMessage('daily.missing'));
    return calendar;
  }

  /** The calendar, the account's reward day and where it stands in the calendar. */
  async function standing(ctx: RequestContext, game: Game, suid: string, at: Date) {
    const calendar = await calendarOf(ctx, game, at);
    const days = await repo.claimedDays(ctx.tenant.id, calendar.calendarId, suid);
    return standingIn(ctx, { calendar, days }, at);
  }

  function standingIn(ctx: RequestContext, { calendar, days }: LiveCalendar, at: Date) {
    const today = rewardDayOf(at, calendar.resetHour, ctx.tenant.timeZone);
    return { calendar, today, progress: progressOf(days, today.day, calendar.steps.length) };
  }

  return {
    /**
     * The state from the running calendar and the account's days in it, read with the session
     * in one statement at `at` (the route, issue 32; repository.ts liveCalendarOf).
     */
    state(ctx: RequestContext, live: LiveCalendar | null, at: Date): DailyState {
      if (!live) throw new AppError(ResultCode.DailyMissing, serverMessage('daily.missing'));
      const { calendar, today, progress } = standingIn(ctx, live, at);
      return {
        calendar_id: calendar.calendarId,
        names: calendar.names,
        server_time: at.toISOString(),
        time_zone: ctx.tenant.timeZone,
        day: today.day,
        today_step: progress.todayStep,
        claimed_today: progress.claimedToday,
        next_reset_at: today.nextResetAt.toISOString(),
        seconds_to_reset: Math.ceil((today.nextResetAt.getTime() - at.getTime()) / 1000),
        ends_at: calendar.endsAt.toISOString(),
        steps: progress.states.map((state, i) => ({
          step: i + 1,
          state,
          rewards: rewardsOf(calendar, i + 1),
        })),
      };
    },

    /**
     * Today's item for one of the account's characters in this game: one claim per account and
     * reward day, written with its delivery; the relay hands it to the game once.
     */
    async claim(
      ctx: RequestContext,
      game: Game,
      who: { suid: string; roleId: string; serverId: string },
    ): Promise<DailyClaim> {
      const at = now();
      const role = await ownRole(gateway, {
        tenantId: ctx.tenant.id,
        gameCode: game.gameCode,
        ...who,
      });
      const { calendar, today, progress } = await standing(ctx, game, who.suid, at);
      if (progress.claimedToday) throw claimedToday();
      const step = progress.todayStep;
      const claimed = await repo.claim({
        tenantId: ctx.tenant.id,
        calendarId: calendar.calendarId,
        suid: who.suid,
        day: today.day,
        step,
        gameCode: game.gameCode,
        roleId: role.roleId,
        serverId: role.serverId,
        amount: calendar.steps[step - 1]!.rewardAmount,
        at,
      });
      // A racing claim of the same day got in first.
      if (!claimed) throw claimedToday();
      ctx.log.info(
        { calendarId: calendar.calendarId, day: today.day, step, roleId: role.roleId },
        'daily reward claimed',
      );
      return {
        calendar_id: calendar.calendarId,
        day: today.day,
        step,
        role_id: role.roleId,
        rewards: rewardsOf(calendar, step),
        next_reset_at: today.nextResetAt.toISOString(),
      };
    },
  };
}
