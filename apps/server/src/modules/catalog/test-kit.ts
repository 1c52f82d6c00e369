import type { TestApp } from '../../test/create-test-app.ts';

// Brands the catalog tests use: several areas (watt, joynet), one area (ko, acenetJp), and
// ssgame, whose client id decides the area.
export const brandHosts = {
  watt: 'watt.localhost:8080',
  ko: 'ko.localhost:8080',
  ssgame: 'ssgame.localhost:8080',
  acenetJp: 'acenetjp.localhost:8080',
  joynet: 'joynet.localhost:8080',
  dragon: 'dragon.localhost:8080',
} as const;

// Tests read the answer's fields freely; the contract schemas are checked where it matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; code: number; msg: string; data: any };

/** GET with query parameters (undefined ones left out); the envelope and the HTTP status. */
export function apiGetter(t: () => TestApp) {
  return async (
    host: string,
    path: string,
    query: Record<string, string | undefined> = {},
  ): Promise<Answer> => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) params.set(key, value);
    const res = await t().app.inject({ url: `${path}?${params}`, headers: { host } });
    return { status: res.statusCode, ...res.json() };
  };
}
