// Validates the deployment kit without Docker or a cluster (CI stage "deployment kit validation"):
// the Dockerfile, compose.yaml, deploy/nginx/nginx.conf and deploy/k8s/. Exit 1 on any problem.
// Usage: npm run validate:deploy
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkKit } from '../deploy/checks/kit.ts';
import { findNginx } from '../deploy/checks/nginx.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = await checkKit(root, findNginx(true));
let failed = 0;
for (const { name, problems } of report) {
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${name}`);
  for (const p of problems) console.log(`     - ${p}`);
  failed += problems.length ? 1 : 0;
}
console.log(
  failed
    ? `deployment kit: problems in ${failed} of ${report.length} checks`
    : `deployment kit: all ${report.length} checks pass`,
);
process.exit(failed ? 1 : 0);
