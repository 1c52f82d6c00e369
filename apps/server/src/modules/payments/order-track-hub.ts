import type { OrderTrack } from '@topup/contracts/order-track';

// The open order-tracker streams of this instance (issue 28 item 11). Streams of the same order
// share one read per tick: a thousand tabs on one order cost the database what one tab does. And
// the number of streams is capped per player and per instance, so one player cannot hold the
// instance's sockets and timers or, through distinct orders, the database.
//
// The per-player cap is per instance: a stream is a held connection, not an event, and a shared
// count (Redis) would need a lease per stream renewed while it lives, or a dead instance's
// streams would keep counting. Behind a load balancer a player may hold up to the cap on each
// instance; the instance cap bounds what any instance serves in all.

/** One open stream's view of its order: each read, or null when the order is gone. */
export type TrackListener = (track: OrderTrack | null) => void;

export type TrackHubLimits = { perPlayer: number; perInstance: number };

export type TrackSubscription = {
  /** Ends the stream's share: the last stream of an order stops its reads. */
  close(): void;
};

export type TrackRead = () => Promise<OrderTrack | null>;

type OrderGroup = {
  listeners: Set<TrackListener>;
  /** The latest read, handed to a stream that joins between two reads. */
  last: OrderTrack | null | undefined;
  timer: NodeJS.Timeout | undefined;
  reading: boolean;
};

/** A stream let in before its order is looked up: it holds its places until opened or dropped. */
export type TrackAdmission = {
  /**
   * Joins the stream to its order's reads, or says the player's cap is full. `read` is used only
   * when this stream is the order's first: every stream of one order reads the same rows.
   */
  open(
    keys: { player: string; order: string },
    read: TrackRead,
    listener: TrackListener,
  ): TrackSubscription | 'player';
  /** The stream does not open (no live token, not the player's order, a cap). */
  drop(): void;
};

export type TrackHub = {
  /**
   * Counts the stream against the instance and its token before any database read, so a flood
   * of stream requests on one token is refused in memory: the token's count stands for the
   * player's until the token is checked (open() then counts the account too).
   */
  admit(token: string): TrackAdmission | 'player' | 'instance';
  /** Streams open or being opened now. */
  openCount(): number;
};

export function createTrackHub(opts: {
  pollMs: number;
  limits: TrackHubLimits;
  onReadError: (err: unknown, order: string) => void;
}): TrackHub {
  const groups = new Map<string, OrderGroup>();
  const held = new Map<string, number>();
  let total = 0;
  const take = (key: string) => held.set(key, (held.get(key) ?? 0) + 1);
  const give = (key: string) => {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };
  const full = (key: string) => (held.get(key) ?? 0) >= opts.limits.perPlayer;

  const tick = async (key: string, group: OrderGroup, read: TrackRead) => {
    if (groups.get(key) !== group || group.reading) return;
    group.reading = true;
    try {
      const track = await read();
      group.last = track;
      for (const listener of [...group.listeners]) listener(track);
    } catch (err) {
      // The database is away for a moment: the streams go quiet, the next tick tries again.
      opts.onReadError(err, key);
    } finally {
      group.reading = false;
    }
    if (groups.get(key) === group && group.listeners.size > 0) {
      group.timer = setTimeout(() => void tick(key, group, read), opts.pollMs);
    }
  };

  const join = (order: string, read: TrackRead, listener: TrackListener) => {
    let group = groups.get(order);
    const first = group === undefined;
    if (!group) {
      group = { listeners: new Set(), last: undefined, timer: undefined, reading: false };
      groups.set(order, group);
    }
    group.listeners.add(listener);
    const joined = group;
    if (first) void tick(order, joined, read);
    else if (joined.last !== undefined) queueMicrotask(() => listener(joined.last!));
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size === 0 && groups.get(order) === joined) {
        clearTimeout(joined.timer);
        groups.delete(order);
      }
    };
  };

  return {
    admit(token) {
      const tokenKey = `token:${token}`;
      if (full(tokenKey)) return 'player';
      if (total >= opts.limits.perInstance) return 'instance';
      take(tokenKey);
      total++;
      let released = false;
      const release = (player?: string) => {
        if (released) return;
        released = true;
        total--;
        give(tokenKey);
        if (player) give(player);
      };
      return {
        open({ player, order }, read, listener) {
          const playerKey = `player:${player}`;
          if (full(playerKey)) {
            release();
            return 'player';
          }
          take(playerKey);
          const leave = join(order, read, listener);
          return {
            close() {
              if (released) return;
              leave();
              release(playerKey);
            },
          };
        },
        drop: () => release(),
      };
    },
    openCount: () => total,
  };
}
