import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkKubernetes } from './kubernetes.ts';

const dir = path.resolve(import.meta.dirname, '../k8s');
const files: Record<string, string> = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
);

/* eslint-disable @typescript-eslint/no-explicit-any -- editing free-form manifests */
/** The repository's manifests with one file edited as an object. */
function edited(file: string, edit: (doc: any) => void): Record<string, string> {
  const doc = parse(files[file]!);
  edit(doc);
  return { ...files, [file]: stringify(doc) };
}
const container = (doc: any) => doc.spec.template.spec.containers[0];
const problems = async (set: Record<string, string>) => (await checkKubernetes(set)).join('\n');

describe('Kubernetes manifest checks', () => {
  it('pass on deploy/k8s', async () => {
    expect(await checkKubernetes(files, { port: '8080' })).toEqual([]);
  });

  it.each<[string, string, (doc: any) => void, string]>([
    [
      'a wrong type (OpenAPI schema)',
      'deployment.yaml',
      (d) => (d.spec.replicas = 'two'),
      'deployment.yaml Deployment: data/spec/replicas must be integer',
    ],
    [
      'a missing required field (OpenAPI schema)',
      'hpa.yaml',
      (d) => delete d.spec.maxReplicas,
      'data/spec must have required property maxReplicas',
    ],
    [
      'readiness on /healthz',
      'deployment.yaml',
      (d) => (container(d).readinessProbe.httpGet.path = '/healthz'),
      'expected readinessProbe httpGet /readyz',
    ],
    [
      'no liveness probe',
      'deployment.yaml',
      (d) => delete container(d).livenessProbe,
      'expected livenessProbe httpGet /healthz',
    ],
    [
      'a probe on a port that does not exist',
      'deployment.yaml',
      (d) => (container(d).livenessProbe.httpGet.port = 'metrics'),
      'livenessProbe port metrics is not a container port',
    ],
    [
      'root allowed',
      'deployment.yaml',
      (d) => delete d.spec.template.spec.securityContext.runAsNonRoot,
      'expected runAsNonRoot',
    ],
    [
      'a writable root filesystem',
      'migrate-job.yaml',
      (d) => (container(d).securityContext.readOnlyRootFilesystem = false),
      'migrate expected readOnlyRootFilesystem: true',
    ],
    [
      'no resources',
      'deployment.yaml',
      (d) => delete container(d).resources,
      'expected cpu/memory requests and a memory limit',
    ],
    [
      'an image on latest',
      'deployment.yaml',
      (d) => (container(d).image = 'topup:latest'),
      'expected a pinned image',
    ],
    [
      'a secret as a literal env value',
      'deployment.yaml',
      (d) => (container(d).env = [{ name: 'STAFF_API_TOKEN', value: 'x'.repeat(24) }]),
      'STAFF_API_TOKEN is a secret',
    ],
    [
      'a secret in the ConfigMap',
      'configmap.yaml',
      (d) => (d.data.DATABASE_URL = 'postgres://u:p@db/topup'),
      'DATABASE_URL belongs in a Secret',
    ],
    [
      'an HPA aimed elsewhere',
      'hpa.yaml',
      (d) => (d.spec.scaleTargetRef.name = 'other'),
      'HPA: scaleTargetRef is not the Deployment',
    ],
    [
      'an HPA on autoscaling/v1',
      'hpa.yaml',
      (d) => (d.apiVersion = 'autoscaling/v1'),
      'HPA: expected autoscaling/v2',
    ],
    [
      'a PDB that matches no pod',
      'pdb.yaml',
      (d) => (d.spec.selector.matchLabels = { app: 'nope' }),
      'PodDisruptionBudget: selector does not match the pods',
    ],
    [
      'a Service that matches no pod',
      'service.yaml',
      (d) => (d.spec.selector = { app: 'nope' }),
      'Service/topup: selector does not match the pods',
    ],
    [
      'a Job that does not migrate',
      'migrate-job.yaml',
      (d) => (container(d).command = ['node', 'x.js']),
      'expected one migration Job',
    ],
    [
      'an unknown kind',
      'pdb.yaml',
      (d) => (d.kind = 'PodDisruptionBudgett'),
      'unknown apiVersion/kind policy/v1/PodDisruptionBudgett',
    ],
  ])('fail with %s', async (_what, file, edit, message) => {
    expect(await problems(edited(file, edit))).toContain(message);
  });

  it('fail on a committed Secret with data', async () => {
    const secret = stringify({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'topup-secrets' },
      stringData: { PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) },
    });
    const set = edited('kustomization.yaml', (k) => k.resources.push('secret.yaml'));
    expect(await problems({ ...set, 'secret.yaml': secret })).toContain(
      'secret.yaml: a Secret with data is committed',
    );
  });

  it('fail on a file the kustomization leaves out, or lists but lacks', async () => {
    const set = edited('kustomization.yaml', (k) => {
      k.resources = k.resources.filter((r: string) => r !== 'pdb.yaml');
      k.resources.push('gone.yaml');
    });
    const found = await problems(set);
    expect(found).toContain('pdb.yaml: not listed in kustomization.yaml resources');
    expect(found).toContain('kustomization.yaml: resource gone.yaml does not exist');
    expect(found).toContain('expected one PodDisruptionBudget');
  });

  it('fail when the container port is not the port the image listens on', async () => {
    expect(await checkKubernetes(files, { port: '9000' })).toEqual([
      "Deployment: expected containerPort 9000 (the image's PORT)",
    ]);
  });
});
