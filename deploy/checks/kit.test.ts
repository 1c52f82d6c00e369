import path from 'node:path';
import { expect, it } from 'vitest';
import { checkKit } from './kit.ts';
import { findNginx } from './nginx.ts';

it('finds no problem in the repository deployment kit', async () => {
  const bin = findNginx();
  const report = await checkKit(path.resolve(import.meta.dirname, '../..'), bin);
  const checked = report.filter((r) => bin || !r.name.startsWith('deploy/nginx'));
  expect(checked.map((r) => r.name.split(' ')[0])).toEqual(
    bin
      ? ['Dockerfile', 'compose.yaml', 'deploy/nginx/nginx.conf', 'deploy/k8s']
      : ['Dockerfile', 'compose.yaml', 'deploy/k8s'],
  );
  expect(checked.filter((r) => r.problems.length)).toEqual([]);
});
