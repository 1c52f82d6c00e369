import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDockerfile } from './dockerfile.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const dockerignore = readFileSync(path.join(root, '.dockerignore'), 'utf8');

/** The repository's Dockerfile with one change; fails the test if `from` is not in it. */
function broken(from: string | RegExp, to: string): string {
  const out = dockerfile.replace(from, to);
  expect(out, `fixture: ${from} not found`).not.toBe(dockerfile);
  return out;
}
const problems = (text: string, ignore: string | undefined = dockerignore) =>
  checkDockerfile(text, ignore).problems;

describe('Dockerfile checks', () => {
  it('pass on the repository Dockerfile and tell its port and user', () => {
    expect(checkDockerfile(dockerfile, dockerignore)).toEqual({
      problems: [],
      facts: { port: '8080', user: 'node' },
    });
  });

  it.each([
    ['no USER in the final stage', /^USER node\n/m, '', 'expected a non-root USER'],
    ['USER root', /^USER node$/m, 'USER root', 'expected a non-root USER'],
    ['a RUN after USER', /^USER node$/m, 'USER node\nRUN ls', 'RUN after USER'],
    ['no HEALTHCHECK', /^HEALTHCHECK[^]*?\]\n/m, '', 'expected a HEALTHCHECK'],
    [
      'curl in a slim image',
      /CMD \["node", "-e".*$/m,
      'CMD curl -f http://127.0.0.1:8080/healthz',
      'curl/wget',
    ],
    ['no NODE_ENV', 'ENV NODE_ENV=production \\', 'ENV \\', 'NODE_ENV=production'],
    ['no EXPOSE', /^EXPOSE 8080$/m, '', 'expected EXPOSE 8080'],
    ['web dist not copied', /^COPY --from=build \/src\/apps\/web\/dist .*$/m, '', 'apps/web/dist'],
    [
      'server render not copied',
      /^COPY --from=build \/src\/apps\/web\/dist-server.*$/m,
      '',
      'apps/web/dist-server',
    ],
    ['the whole context copied', /^USER node$/m, 'COPY . .\nUSER node', 'COPY . copies'],
    ['dev dependencies at run time', '--omit=dev --workspace', '--workspace', '--omit=dev'],
    [
      'an unpinned base',
      'FROM node:${NODE_VERSION}-slim AS runtime',
      'FROM node:latest AS runtime',
      'pin a tag',
    ],
    [
      'a typo the linter knows',
      /^EXPOSE 8080$/m,
      'EXPOSE 8080\nCOPPY a b',
      'Unknown instruction: COPPY',
    ],
    ['an unknown HEALTHCHECK flag', '--interval=15s', '--intervall=15s', 'Unknown flag: intervall'],
  ])('fail with %s', (_what, from, to, message) => {
    expect(problems(broken(from, to)).join('\n')).toContain(message);
  });

  it('fail on a single-stage build', () => {
    const single = 'FROM node:24-slim\nUSER node\nEXPOSE 8080\nCMD ["node", "x.js"]\n';
    expect(problems(single)).toContain(
      'expected a multi-stage build (a build stage and a runtime stage)',
    );
  });

  it('fail without a .dockerignore, or one that lets .env in', () => {
    expect(checkDockerfile(dockerfile, undefined).problems.join('\n')).toContain(
      '.dockerignore: missing',
    );
    expect(problems(dockerfile, dockerignore.replace(/^\.env$/m, ''))).toContain(
      '.dockerignore: expected .env',
    );
  });
});
