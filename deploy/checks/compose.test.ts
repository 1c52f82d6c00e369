import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCompose, interpolate, nginxUpstreams } from './compose.ts';

const root = path.resolve(import.meta.dirname, '../..');
const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const nginxConf = readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8');

function broken(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  expect(out, `fixture: ${from} not found`).not.toBe(text);
  return out;
}
const problems = (text: string, conf = nginxConf, envExample?: string) =>
  checkCompose({ text, nginxConf: conf, envExample }).join('\n');

describe('compose.yaml checks', () => {
  it('pass on the repository compose.yaml and nginx.conf', () => {
    expect(checkCompose({ text: compose, nginxConf })).toEqual([]);
  });

  it('read the upstream servers of the nginx config', () => {
    expect(nginxUpstreams(nginxConf)).toEqual(['app1:8080', 'app2:8080']);
  });

  it('interpolate like compose: defaults, required values, $$', () => {
    expect(interpolate('${HTTP_PORT:-8080}:80')).toBe('8080:80');
    expect(interpolate('a${X-b}c')).toBe('abc');
    expect(interpolate('${P:?set P}')).toBe('set-by-operator');
    expect(interpolate('$$HOME $UNSET')).toBe('$HOME ');
  });

  it.each([
    [
      'a misspelt key (schema)',
      "healthcheck:\n      test: ['CMD', 'redis-cli'",
      "healthchek:\n      test: ['CMD', 'redis-cli'",
      'schema: /services/redis must NOT have additional properties (healthchek)',
    ],
    [
      'a duration Compose cannot read (schema)',
      'interval: 5s',
      'interval: 5 seconds',
      'must match format "duration"',
    ],
    [
      'no healthcheck on postgres',
      /healthcheck:\n {6}test: \['CMD', 'pg_isready'.*\n(.*\n){3}/,
      '',
      'postgres: expected a healthcheck',
    ],
    [
      'apps not waiting for the migration',
      'condition: service_completed_successfully',
      'condition: service_started',
      'app1: expected depends_on migrate: service_completed_successfully',
    ],
    [
      'apps not waiting for a healthy Redis',
      /(redis:\n {6}condition:) service_healthy/,
      '$1 service_started',
      'app2: expected depends_on redis: service_healthy',
    ],
    [
      'a restarting migration',
      "restart: 'no'",
      'restart: always',
      'migrate: a one-shot job needs restart: "no"',
    ],
    [
      'a secret literal',
      'REDIS_URL: redis://redis:6379',
      'REDIS_URL: redis://redis:6379\n    STAFF_API_TOKEN: 0123456789abcdef0123456789abcdef',
      'STAFF_API_TOKEN: secret literal',
    ],
    [
      'a secret with a default',
      'REDIS_URL: redis://redis:6379',
      'REDIS_URL: redis://redis:6379\n    STAFF_API_TOKEN: ${STAFF_API_TOKEN:-changeme}',
      'STAFF_API_TOKEN: secret literal',
    ],
    [
      'a password in the database URL',
      /topup:\$\{POSTGRES_PASSWORD[^}]*\}@/,
      'topup:hunter2@',
      'DATABASE_URL: password literal in the URL',
    ],
    [
      'a published database',
      'image: postgres:17-alpine\n',
      "image: postgres:17-alpine\n    ports: ['5432:5432']\n",
      'postgres: only the load balancer publishes ports',
    ],
    [
      'one app instance',
      /\n {2}app2:\n {4}<<: \*app\n/,
      '\n',
      'expected at least two app instances',
    ],
    [
      'development mode',
      'NODE_ENV: production',
      'NODE_ENV: development',
      'app1: expected NODE_ENV=production',
    ],
    [
      'no load balancer config',
      './deploy/nginx/nginx.conf:',
      './nginx.conf:',
      'lb: expected to mount ./deploy/nginx/nginx.conf',
    ],
  ])('fail with %s', (_what, from, to, message) => {
    expect(problems(broken(compose, from, to))).toContain(message);
  });

  it('fail when nginx does not balance over every app instance', () => {
    const oneUpstream = broken(nginxConf, /^\s*server app2:8080.*\n/m, '');
    expect(problems(compose, oneUpstream)).toContain(
      'nginx.conf: no upstream server for app2:8080',
    );
    const stray = broken(nginxConf, 'server app2:8080', 'server app3:8080');
    expect(problems(compose, stray)).toContain('nginx.conf: upstream app3:8080 is no app service');
  });

  it('fail on a variable the apps get that .env.example does not list', () => {
    const listed = ['NODE_ENV', 'PORT', 'DATABASE_URL', 'REDIS_URL'].map((n) => `${n}=`).join('\n');
    expect(problems(compose, nginxConf, listed)).toContain(
      'app1: TRUST_PROXY is not in .env.example',
    );
    expect(problems(compose, nginxConf, `${listed}\n# TRUST_PROXY=`)).toBe('');
  });

  it('fail on text that is not YAML', () => {
    expect(checkCompose({ text: 'services: [', nginxConf })[0]).toMatch(/^not YAML/);
  });
});
