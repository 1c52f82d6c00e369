import { get, openStream } from './raw-http.ts';

// The attacker of bench/availability.ts, run as its own process: one player's tracker streams
// and goods-page loads with random query strings, all at once; the streams that open are held
// for holdMs. Prints what it got as JSON.

export type AttackPlan = {
  port: number;
  host: string;
  streamPath: string;
  pagePath: string;
  streams: number;
  pages: number;
  holdMs: number;
};

export type AttackResult = {
  seconds: number;
  streams: { status: number }[];
  pages: { status: number; ms: number; rendered: boolean }[];
};

async function attack(plan: AttackPlan): Promise<AttackResult> {
  const start = performance.now();
  const streams = Promise.all(
    Array.from({ length: plan.streams }, () => openStream(plan.port, plan.streamPath, plan.host)),
  );
  const pages = Promise.all(
    Array.from({ length: plan.pages }, (_, i) => {
      const noise = `utm=${Math.random().toString(36).slice(2)}&r=${i}`;
      return get(plan.port, `${plan.pagePath}&${noise}`, plan.host, false).then(
        (res) => ({ status: res.status, ms: res.ms, rendered: res.body.includes('data-ssr') }),
        () => ({ status: 0, ms: NaN, rendered: false }),
      );
    }),
  );
  const opened = await streams;
  const loaded = await pages;
  await new Promise((r) => setTimeout(r, Math.max(0, plan.holdMs - (performance.now() - start))));
  for (const s of opened) s.close();
  return {
    seconds: (performance.now() - start) / 1000,
    streams: opened.map((s) => ({ status: s.status })),
    pages: loaded,
  };
}

const plan = process.env.ATTACK_PLAN;
if (plan) process.stdout.write(JSON.stringify(await attack(JSON.parse(plan) as AttackPlan)));
