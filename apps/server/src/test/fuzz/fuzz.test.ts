import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSecret, sign } from '../../modules/payments/secrets.ts';
import { isApiPath } from '../../plugins/app-error.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createTestApp, type TestApp } from '../create-test-app.ts';
import {
  badString,
  badValue,
  extraHeaders,
  hostileHosts,
  mutate,
  mutation,
  type Mutation,
  specLangs,
  validObject,
  validValue,
} from './generators.ts';
import { fuzzSetup, type FuzzSetup } from './known-values.ts';
import { encodeText, fillPath, operationsOf, type Operation } from './route-walker.ts';
import {
  allTableNames,
  changedTables,
  installWriteCounter,
  type WriteCounts,
} from './write-counter.ts';

// Property: whatever a client sends to any route of the OpenAPI document, the answer is never a
// 5xx, an /api /util /service answer is always the { code, msg, data } envelope, and a refused
// request (HTTP 4xx) writes no row. FUZZ_RUNS sets the number of requests (npm test: 3,000;
// CI: npm run test:fuzz, 50,000 on PostgreSQL); FUZZ_SEED replays a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TIMEOUT_MS = Math.max(120_000, RUNS * 20);

let t: TestApp;
let ops: Operation[];
let setup: FuzzSetup;
let readWritesOnce: () => Promise<WriteCounts>;
// Time spent reading the write counter (printed with the summary).
let counterMs = 0;
async function readWrites(): Promise<WriteCounts> {
  const at = performance.now();
  const counts = await readWritesOnce();
  counterMs += performance.now() - at;
  return counts;
}

beforeAll(async () => {
  t = await createTestApp(
    // A live-tracker stream of the known order would stay open for minutes: one second is enough
    // to see it answer, and the run goes on.
    { orderTrackStreamSeconds: 1 },
    { paymentTransport: (app) => createInjectTransport(app) },
  );
  await t.app.ready();
  ops = operationsOf(t.app.swagger());
  setup = await fuzzSetup(t);
  readWritesOnce = await installWriteCounter(t.app.db, await allTableNames());
}, 120_000);
afterAll(() => t?.close());

const authModes = ['none', 'query', 'body', 'bearer', 'other-brand', 'garbage'] as const;

/** null, except once in `every` runs. */
const rarely = <T>(arb: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

// A third of the inputs stay valid: they reach handlers and SQL with the other parts fuzzed.
const mutations = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
  { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
);

const requestShape = fc.record({
  op: fc.nat(),
  pick: fc.nat(50),
  host: fc.oneof({ weight: 8, arbitrary: fc.nat() }, { weight: 2, arbitrary: fc.constant(-1) }),
  hostile: fc.constantFrom(...hostileHosts),
  auth: fc.constantFrom(...authModes),
  mutations: mutations,
  queryMutations: mutations,
  body: fc.constantFrom(
    'json',
    'json',
    'json',
    'json',
    'json',
    'bad-json',
    'array',
    'scalar',
    'none',
    'form',
  ),
  pathValue: fc.oneof(fc.constantFrom('adyen', 'paypal', 'nope'), badString),
  // Sent as is: percent-encoding the router cannot decode, appended to any route's path.
  rawPath: rarely(fc.constantFrom('%zz', '%E0%A4%A', '%', '%00', '%C0%AF', '..%2F..%2F'), 10),
  rawQuery: rarely(
    fc.constantFrom('%00', '%ED%A0%80', '%zz', '%', '&&&=', 'a[b]=1', '__proto__[x]=1'),
    6,
  ),
  specLang: rarely(specLangs, 2),
  headers: extraHeaders,
  ip: fc.ipV4(),
  // Provider callbacks: signed with the right secret half of the time, so bad bodies get past
  // the signature check to the parser and the database.
  signed: fc.boolean(),
  extra: badValue,
});
type Shape = typeof requestShape extends fc.Arbitrary<infer T> ? T : never;

function tokenFor(mode: Shape['auth']): string | null {
  if (mode === 'none') return null;
  if (mode === 'other-brand') return setup.tokens.dragon;
  if (mode === 'garbage') return 'A'.repeat(40);
  return setup.tokens.watt;
}

/** One request from a shape: a valid input of the route, then the shape's mutations. */
function buildRequest(shape: Shape): { op: Operation; inject: InjectOptions } {
  const op = ops[shape.op % ops.length]!;
  const host =
    shape.host < 0 ? shape.hostile : setup.brandHosts[shape.host % setup.brandHosts.length]!;
  const token = tokenFor(shape.auth);

  const query: Record<string, unknown> = {};
  for (const p of op.query) {
    if (p.required || shape.pick % 2 === 0 || setup.known[p.name]) {
      query[p.name] = validValue(p.schema, p.name, setup.known, shape.pick);
    }
  }
  if (token && (shape.auth === 'query' || shape.auth === 'other-brand')) query.oauth_token = token;
  else delete query.oauth_token;
  if (shape.specLang !== null) query.spec_lang = shape.specLang;
  const mutatedQuery = mutate(query, shape.queryMutations);
  // An array becomes a repeated key (client_id=a&client_id=b), as a query string carries it.
  const pair = (k: string, v: unknown) =>
    `${encodeText(k)}=${encodeText(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`;
  let qs = Object.entries(mutatedQuery)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => pair(k, item)) : [pair(k, v)]))
    .join('&');
  if (shape.rawQuery !== null) qs += `${qs ? '&' : ''}x=${shape.rawQuery}`;

  const pathValues = Object.fromEntries(
    op.params.map((p) => [p.name, shape.rawPath ?? encodeText(shape.pathValue)]),
  );
  const appended = shape.rawPath !== null && op.params.length === 0 ? `/${shape.rawPath}` : '';
  const path = `${fillPath(op.path, pathValues)}${appended}`;
  const url = `${path}${qs ? `?${qs}` : ''}`;

  const headers: Record<string, string> = { ...shape.headers, host };
  if (token && shape.auth === 'bearer') headers.authorization = `Bearer ${token}`;
  if (op.method === 'GET') delete headers['content-type'];

  const inject: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: shape.ip,
  };
  if (op.method !== 'GET') {
    const callbackRoute = op.path === '/api/pay/notify/{provider}';
    const base =
      (callbackRoute ? setup.callback : setup.payBodies.get(op.id)) ??
      (op.body ? validObject(op.body, setup.known, shape.pick) : {});
    const body: Record<string, unknown> = { ...base };
    if (token && shape.auth === 'body') body.oauth_token = token;
    else delete body.oauth_token;
    if (shape.specLang !== null) body.spec_lang = shape.specLang;
    const mutated = mutate(body, shape.mutations);
    const json = JSON.stringify(mutated);
    const payloads: Record<Shape['body'], string | undefined> = {
      json,
      'bad-json': json.slice(0, Math.max(1, json.length - 2)),
      array: JSON.stringify([mutated]),
      scalar: JSON.stringify(shape.extra) ?? 'null',
      none: undefined,
      form: 'a=1&b=%00',
    };
    inject.payload = payloads[shape.body];
    if (callbackRoute && shape.signed && typeof inject.payload === 'string') {
      const provider = ['adyen', 'paypal'].includes(shape.pathValue) ? shape.pathValue : 'paypal';
      inject.url = String(inject.url).replace(
        /^\/api\/pay\/notify\/[^/?]*/,
        `/api/pay/notify/${provider}`,
      );
      const timestamp = String(Math.floor(Date.now() / 1000));
      const secret = providerSecret(t.config, 'watt', provider);
      headers['x-pay-timestamp'] = timestamp;
      headers['x-pay-signature'] = sign(secret, timestamp, inject.payload);
    }
    if (shape.body !== 'none' && shape.body !== 'form') {
      headers['content-type'] ??= 'application/json';
    }
    if (shape.body === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return { op, inject };
}

type Envelope = { code: unknown; msg: unknown; data: unknown };

function verifiedCallbackAnomaly(inject: InjectOptions, status: number, body: string): boolean {
  if (!String(inject.url).startsWith('/api/pay/notify/')) return false;
  if (status !== 404 && status !== 409) return false;
  try {
    const outcome = (JSON.parse(body) as { data?: { outcome?: unknown } }).data?.outcome;
    return outcome === 'unknown' || outcome === 'mismatch';
  } catch {
    return false;
  }
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Envelope).code === 'number' &&
  typeof (v as Envelope).msg === 'string' &&
  'data' in v;

describe('fuzz: every route of the OpenAPI document', () => {
  it(
    `${RUNS} generated requests: no 5xx, the envelope on every API answer, no row from a refusal`,
    async () => {
      const findings: string[] = [];
      const covered = new Set<string>();
      const statuses = new Map<number, number>();
      const byRoute: Record<string, Record<number, number>> = {};
      let requests = 0;
      // Writes as of now, or null when an accepted request may have written since.
      let counts: WriteCounts | null = null;
      const started = Date.now();

      await fc.assert(
        fc.asyncProperty(requestShape, async (shape) => {
          const { op, inject } = buildRequest(shape);
          const before = counts ?? (await readWrites());
          const res = await t.app.inject(inject);
          requests += 1;
          covered.add(op.id);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const perRoute = (byRoute[op.id] ??= {});
          perRoute[res.statusCode] = (perRoute[res.statusCode] ?? 0) + 1;
          const where = `${inject.method} ${String(inject.url).slice(0, 160)} (host ${String(inject.headers?.host).slice(0, 40)})`;
          if (res.statusCode >= 500)
            findings.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          const path = String(inject.url).split('?')[0]!;
          // The live tracker's stream answers a valid request as Server-Sent Events, by design
          // (its refusals are still envelopes, checked like every other answer).
          const stream =
            res.statusCode === 200 &&
            String(res.headers['content-type']).startsWith('text/event-stream') &&
            path === '/api/pay/orderTrack/stream';
          if (isApiPath(path) && !stream) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (!isEnvelope(body)) {
              findings.push(
                `not an envelope (${res.statusCode}) ${where}: ${res.body.slice(0, 200)}`,
              );
            }
          }
          if (res.statusCode >= 400) {
            const after = await readWrites();
            // A verified callback about an unknown order or a wrong amount (404, 409) is not a
            // refused request: the provider's event is recorded for audit and de-duplication
            // (and the message in the order's story), and nothing else may change.
            const audited = verifiedCallbackAnomaly(inject, res.statusCode, res.body);
            const changed = changedTables(before, after).filter(
              (entry) =>
                !(
                  audited &&
                  (entry.startsWith('payment_callbacks ') || entry.startsWith('provider_messages '))
                ),
            );
            if (changed.length > 0) {
              findings.push(
                `refused (${res.statusCode}) yet wrote ${changed.join(', ')}: ${where}`,
              );
            }
            counts = after;
          } else {
            counts = null;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );

      const seconds = (Date.now() - started) / 1000;
      const missed = ops.filter((op) => !covered.has(op.id)).map((op) => op.id);
      console.log(
        `fuzz: ${requests} requests over ${covered.size}/${ops.length} routes in ${seconds.toFixed(1)} s ` +
          `(seed ${SEED}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ` +
          `${(counterMs / 1000).toFixed(1)} s of it reading the write counter); statuses ` +
          JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0]))),
      );
      // FUZZ_VERBOSE=1: the statuses of each route, to see how deep the inputs reach.
      if (process.env.FUZZ_VERBOSE) console.log(JSON.stringify(byRoute, null, 1));
      expect(findings.slice(0, 30), `${findings.length} findings (seed ${SEED})`).toEqual([]);
      if (RUNS >= ops.length * 20) expect(missed).toEqual([]);
      // The counter does see writes: the accepted requests (logins, pay calls) made some.
      expect(Object.keys(await readWrites()).length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});
