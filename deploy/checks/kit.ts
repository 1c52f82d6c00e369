import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBundleExternals } from './bundle.ts';
import { checkCompose, nginxUpstreams } from './compose.ts';
import { checkDockerfile } from './dockerfile.ts';
import { checkKubernetes } from './kubernetes.ts';
import { checkNginx } from './nginx.ts';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

export type KitReport = { name: string; problems: string[] }[];

/**
 * Every check of the deployment kit in `root`: the Dockerfile, compose.yaml, the nginx config
 * (with `nginx -t` when a binary is given) and deploy/k8s/. Cross-checks the port the image
 * exposes against the Kubernetes container port, and (`built`) that the server bundle needs no
 * package the image leaves out.
 */
export async function checkKit(
  root: string,
  nginxBin: string | undefined,
  built = true,
): Promise<KitReport> {
  const report: KitReport = [];
  const dockerfile = read(path.join(root, 'Dockerfile'));
  let port: string | undefined;
  if (dockerfile === undefined) {
    report.push({ name: 'Dockerfile', problems: ['missing'] });
  } else {
    const result = checkDockerfile(dockerfile, read(path.join(root, '.dockerignore')));
    port = result.facts.port;
    report.push({ name: 'Dockerfile (dockerfile-utils + rules)', problems: result.problems });
  }
  if (built) {
    report.push({
      name: 'apps/server/dist (bundle imports vs. the image production dependencies)',
      problems: checkBundleExternals(
        path.join(root, 'apps/server/dist'),
        readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
      ),
    });
  }

  const compose = read(path.join(root, 'compose.yaml'));
  const nginxConf = read(path.join(root, 'deploy/nginx/nginx.conf'));
  report.push({
    name: 'compose.yaml (compose-spec schema + rules)',
    problems:
      compose === undefined
        ? ['missing']
        : checkCompose({
            text: compose,
            nginxConf,
            envExample: read(path.join(root, '.env.example')),
          }),
  });

  if (nginxConf !== undefined) {
    report.push({
      name: nginxBin
        ? `deploy/nginx/nginx.conf (nginx -t, ${nginxBin})`
        : 'deploy/nginx/nginx.conf',
      problems: nginxBin
        ? checkNginx(nginxConf, nginxUpstreams(nginxConf), nginxBin)
        : ['no nginx binary to check it with (scripts/ensure-nginx.sh)'],
    });
  }

  const k8sDir = path.join(root, 'deploy/k8s');
  const files = existsSync(k8sDir)
    ? Object.fromEntries(
        readdirSync(k8sDir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => [f, readFileSync(path.join(k8sDir, f), 'utf8')]),
      )
    : {};
  report.push({
    name: 'deploy/k8s (Kubernetes OpenAPI schemas via kubernetes-models + rules)',
    problems: await checkKubernetes(files, { port }),
  });
  return report;
}
