import type { z } from 'zod';
import type { dotRequestSchema, orderEventRequestSchema } from '@topup/contracts/tracking';
import type { RequestContext } from '../../context.ts';
import type { TrackingRepository, TrackingRow } from './repository.ts';

type DotRequest = z.infer<typeof dotRequestSchema>;
type OrderEventRequest = z.infer<typeof orderEventRequestSchema>;

// A client clock far off the calendar must not fail the insert; the event still counts.
function clientTime(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `accepted` counts events stored now: a resent batch answers 0 and changes nothing. */
export function createTrackingService(repo: TrackingRepository, now: () => Date) {
  return {
    async recordDots(ctx: RequestContext, body: DotRequest): Promise<{ accepted: number }> {
      const receivedAt = now();
      const rows: TrackingRow[] = body.events.map((e) => ({
        tenantId: ctx.tenant.id,
        demo: ctx.demo,
        kind: 'dot',
        event: e.event,
        eventId: e.id,
        session: e.session ?? null,
        userRef: e.user ?? null,
        fields: e.fields,
        clientTs: clientTime(e.ts),
        receivedAt,
      }));
      return { accepted: await repo.insertNew(rows) };
    },

    async recordOrder(ctx: RequestContext, body: OrderEventRequest): Promise<{ accepted: number }> {
      const row: TrackingRow = {
        tenantId: ctx.tenant.id,
        demo: ctx.demo,
        kind: 'order',
        event: String(body.event),
        eventId: body.id,
        session: body.session ?? null,
        userRef: body.user ?? null,
        fields: body.order,
        clientTs: null,
        receivedAt: now(),
      };
      return { accepted: await repo.insertNew([row]) };
    },
  };
}
