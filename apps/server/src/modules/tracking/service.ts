import type { z } from 'zod';
import type { dotRequestSchema, orderEventRequestSchema } from '@topup/contracts/tracking';
import type { RequestContext } from '../../context.ts';
import type { EventLimiter } from './event-limiter.ts';
import type { ForwardedEvent, GatewayForwarder } from './gateway-forwarder.ts';
import type { TrackingRepository, TrackingRow } from './repository.ts';

type DotRequest = z.infer<typeof dotRequestSchema>;
type OrderEventRequest = z.infer<typeof orderEventRequestSchema>;

export type TrackAnswer = { accepted: number; dropped: number };

export type TrackingDeps = {
  repo: TrackingRepository;
  now: () => Date;
  limiter: EventLimiter;
  /** Null when forwarding is off (TRACKING_FORWARD). */
  forwarder: GatewayForwarder | null;
  /** Counts events refused by the limits, per brand. */
  onDropped?: (tenantId: string, events: number) => void;
};

// A client clock far off the calendar must not fail the insert; the event still counts.
function clientTime(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

function forwarded(row: TrackingRow): ForwardedEvent {
  return {
    kind: row.kind as ForwardedEvent['kind'],
    event: row.event,
    id: row.eventId,
    session: row.session ?? null,
    user: row.userRef ?? null,
    ts: row.clientTs ? row.clientTs.getTime() : null,
    receivedAt: (row.receivedAt ?? new Date()).getTime(),
    fields: row.fields ?? {},
  };
}

/**
 * `accepted` counts events stored now: a resent batch answers 0 and changes nothing. `dropped`
 * counts events over the client's limits; they are not stored, and the answer is still success
 * because the app sends analytics best-effort and must never show an error for them.
 */
export function createTrackingService(deps: TrackingDeps) {
  async function store(
    ctx: RequestContext,
    address: string,
    rows: TrackingRow[],
  ): Promise<TrackAnswer> {
    const { kept, dropped } = deps.limiter.admit(
      ctx.tenant.id,
      address,
      rows,
      deps.now().getTime(),
    );
    if (dropped > 0) deps.onDropped?.(ctx.tenant.id, dropped);
    const stored = await deps.repo.insertNew(kept);
    if (deps.forwarder && stored.size > 0) {
      deps.forwarder.enqueue(
        ctx.tenant.id,
        kept.filter((r) => stored.has(r.eventId)).map(forwarded),
      );
    }
    return { accepted: stored.size, dropped };
  }

  return {
    recordDots(ctx: RequestContext, address: string, body: DotRequest): Promise<TrackAnswer> {
      const receivedAt = deps.now();
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
      return store(ctx, address, rows);
    },

    recordOrder(
      ctx: RequestContext,
      address: string,
      body: OrderEventRequest,
    ): Promise<TrackAnswer> {
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
        receivedAt: deps.now(),
      };
      return store(ctx, address, [row]);
    },
  };
}
