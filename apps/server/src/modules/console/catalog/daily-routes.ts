import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParamsSchema } from '@topup/contracts/console-catalog';
import {
  consoleDailyCalendarSchema,
  consoleDailyCalendarsSchema,
  dailyCalendarInputSchema,
  dailyCalendarParamsSchema,
  type ConsoleDailyCalendar,
} from '@topup/contracts/console-daily-rewards';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '../../../db/client.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { routeModule } from '../../../plugins/plugin-meta.ts';
import type { Tx } from '../../orders/types.ts';
import {
  readCalendars as readCalendarRows,
  saveCalendar,
} from '../../daily-rewards/calendar-admin.ts';
import { recordAudit } from '../audit.ts';
import { consoleRoute } from '../guard.ts';
import { badInput, brandOf, checkTexts } from './brand.ts';
import { assertGame } from './game-check.ts';

const tags = ['console'];
type Q = Db | Tx;

async function readCalendars(
  q: Q,
  tenant: Tenant,
  where: { game?: string; calendar?: string },
): Promise<ConsoleDailyCalendar[]> {
  const { calendars: rows, claims } = await readCalendarRows(q, tenant.id, where);
  return rows.map((r) => ({
    calendar_id: r.calendarId,
    game_code: r.gameCode,
    names: r.names,
    reset_hour: r.resetHour,
    time_zone: tenant.timeZone,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    steps: r.steps.map((s, i) => ({
      step: i + 1,
      reward_amount: s.rewardAmount,
      rewards: s.rewards,
    })),
    claims: claims.find((c) => c.calendarId === r.calendarId)?.n ?? 0,
  }));
}

/**
 * Daily reward calendars of a brand's games (issue 18). Stored whole: a change replaces the name,
 * window, reset hour and steps; claims keep the step they gave, so changing the steps of a
 * running calendar only changes what later days give.
 */
export const consoleDailyRoutes = routeModule(
  { name: 'console-catalog-daily', uses: ['db', 'clock', 'console-auth'] },
  async (app: FastifyInstance, opts: { tenants: readonly Tenant[] }) => {
    const zapp = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    zapp.get(
      '/api/console/catalog/:tenant/games/:game/daily',
      {
        ...consoleRoute('catalog:read'),
        schema: {
          tags,
          summary: 'Daily reward calendars of a game with their steps',
          params: gameParamsSchema,
          response: apiResponses(consoleDailyCalendarsSchema),
        },
      },
      async (request) => {
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, request.params.game);
        return ok({ calendars: await readCalendars(db, tenant, { game: request.params.game }) });
      },
    );

    zapp.put(
      '/api/console/catalog/:tenant/games/:game/daily/:calendar',
      {
        ...consoleRoute('catalog:write'),
        schema: {
          tags,
          summary:
            'Creates or changes a daily calendar: names, window, reset hour (brand time zone) ' +
            'and 1..31 steps (-400 when the calendar belongs to another game)',
          params: dailyCalendarParamsSchema,
          body: dailyCalendarInputSchema,
          response: apiResponses(consoleDailyCalendarSchema),
        },
      },
      async (request) => {
        const { game, calendar } = request.params;
        const tenant = brandOf(request, opts.tenants, request.params.tenant);
        await assertGame(db, tenant.id, game);
        const body = request.body;
        checkTexts(tenant, body.names, 'names');
        body.steps.forEach((s, i) =>
          s.rewards.forEach((r) => checkTexts(tenant, r.names, `steps[${i}].rewards names`)),
        );
        const after = await db.transaction(async (tx) => {
          const [before] = await readCalendars(tx, tenant, { calendar });
          if (before && before.game_code !== game) {
            throw badInput(`Calendar ${calendar} belongs to game ${before.game_code}`);
          }
          const values = {
            gameCode: game,
            names: body.names,
            resetHour: body.reset_hour,
            startsAt: new Date(body.starts_at),
            endsAt: new Date(body.ends_at),
            steps: body.steps.map((s) => ({
              rewardAmount: s.reward_amount,
              rewards: s.rewards.map((r) => ({
                names: r.names,
                icon: r.icon,
                quantity: r.quantity,
              })),
            })),
          };
          await saveCalendar(tx, tenant.id, calendar, values);
          const [saved] = await readCalendars(tx, tenant, { calendar });
          await recordAudit(tx, request, {
            action: before ? 'daily.update' : 'daily.create',
            tenantId: tenant.id,
            target: calendar,
            before: before ?? null,
            after: saved,
          });
          return saved!;
        });
        return ok(after);
      },
    );
  },
);
