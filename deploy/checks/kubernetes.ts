import { parseAllDocuments } from 'yaml';
import { isSecretName } from './secrets.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form until validated */
type Manifest = { file: string; doc: any };
type Model = new (data: unknown) => { validate(): void };

/** The kubernetes-models class for an apiVersion and kind (generated from the OpenAPI schemas). */
async function modelFor(apiVersion: string, kind: string): Promise<Model | undefined> {
  if (!/^[a-z0-9.]+(\/[a-z0-9]+)?$/.test(apiVersion) || !/^[A-Za-z]+$/.test(kind)) return undefined;
  try {
    const mod = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, Model>;
    return mod[kind];
  } catch {
    return undefined;
  }
}

const podSpec = (m: Manifest) => m.doc?.spec?.template?.spec ?? {};
const containers = (m: Manifest): any[] => podSpec(m).containers ?? [];
const subset = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  Object.keys(a).length > 0 && Object.entries(a).every(([k, v]) => b[k] === v);

function checkPod(m: Manifest, problems: string[]): void {
  const where = `${m.file} ${m.doc.kind}/${m.doc.metadata?.name}`;
  const pod = podSpec(m);
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${where}: expected runAsNonRoot`);
  if (pod.securityContext?.runAsUser === 0) problems.push(`${where}: runAsUser 0 is root`);
  for (const c of containers(m)) {
    const sc = c.securityContext ?? {};
    if (sc.allowPrivilegeEscalation !== false) {
      problems.push(`${where}: ${c.name} expected allowPrivilegeEscalation: false`);
    }
    if (sc.readOnlyRootFilesystem !== true) {
      problems.push(`${where}: ${c.name} expected readOnlyRootFilesystem: true`);
    }
    if (
      !c.resources?.requests?.cpu ||
      !c.resources?.requests?.memory ||
      !c.resources?.limits?.memory
    ) {
      problems.push(`${where}: ${c.name} expected cpu/memory requests and a memory limit`);
    }
    if (typeof c.image !== 'string' || /:latest$/.test(c.image)) {
      problems.push(`${where}: ${c.name} expected a pinned image (kustomization images:)`);
    }
    for (const e of c.env ?? []) {
      if (isSecretName(e.name) && e.value !== undefined) {
        problems.push(`${where}: ${e.name} is a secret: take it from a Secret (valueFrom/envFrom)`);
      }
    }
    if (!(c.envFrom ?? []).some((e: any) => e.secretRef?.name)) {
      problems.push(`${where}: ${c.name} expected envFrom a secretRef (DATABASE_URL, secrets)`);
    }
  }
}

function probePath(c: any, probe: string): string | undefined {
  return c?.[probe]?.httpGet?.path;
}

/**
 * Validates every manifest the kustomization lists against the Kubernetes OpenAPI schemas
 * (kubernetes-models' generated validators), then our rules: probes on /readyz and /healthz, a
 * hardened non-root pod, a migration Job, an autoscaling/v2 HPA and a PodDisruptionBudget aimed at
 * the Deployment, selectors that match, and no secret committed.
 * `files` maps each file name in deploy/k8s/ to its text.
 */
export async function checkKubernetes(
  files: Record<string, string>,
  expected: { port?: string } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const kustomization = files['kustomization.yaml'];
  if (kustomization === undefined) return ['kustomization.yaml: missing'];
  const kust = parseAllDocuments(kustomization)[0]?.toJS() ?? {};
  const resources: string[] = kust.resources ?? [];
  for (const file of Object.keys(files)) {
    if (file !== 'kustomization.yaml' && !resources.includes(file)) {
      problems.push(`${file}: not listed in kustomization.yaml resources`);
    }
  }
  const imageNames = new Set((kust.images ?? []).map((i: any) => i.name));

  const manifests: Manifest[] = [];
  for (const file of resources) {
    const text = files[file];
    if (text === undefined) {
      problems.push(`kustomization.yaml: resource ${file} does not exist`);
      continue;
    }
    for (const parsed of parseAllDocuments(text)) {
      if (parsed.errors.length) {
        problems.push(`${file}: not YAML: ${parsed.errors[0]!.message.split('\n')[0]}`);
        continue;
      }
      const doc = parsed.toJS();
      if (doc) manifests.push({ file, doc });
    }
  }

  for (const m of manifests) {
    const { apiVersion, kind } = m.doc;
    const Model = await modelFor(String(apiVersion), String(kind));
    if (!Model) {
      problems.push(`${m.file}: unknown apiVersion/kind ${apiVersion}/${kind}`);
      continue;
    }
    try {
      new Model(m.doc).validate();
    } catch (err) {
      problems.push(`${m.file} ${kind}: ${(err as Error).message}`);
    }
    if (kind === 'Secret' && (m.doc.data || m.doc.stringData)) {
      problems.push(`${m.file}: a Secret with data is committed; create it out of band`);
    }
    if (kind === 'ConfigMap') {
      for (const key of Object.keys(m.doc.data ?? {})) {
        if (isSecretName(key)) problems.push(`${m.file}: ${key} belongs in a Secret`);
      }
    }
    for (const c of containers(m)) {
      const image = String(c.image ?? '');
      if (!/[:@]/.test(image) && !imageNames.has(image)) {
        problems.push(`${m.file}: image ${image} has no tag and no kustomization images: entry`);
      }
    }
  }

  const ofKind = (kind: string) => manifests.filter((m) => m.doc.kind === kind);
  const deployments = ofKind('Deployment');
  const deployment = deployments[0];
  if (deployments.length !== 1 || !deployment) {
    problems.push('expected one Deployment');
    return problems;
  }
  checkPod(deployment, problems);
  const podLabels = deployment.doc.spec?.template?.metadata?.labels ?? {};
  const app = containers(deployment)[0];
  if (probePath(app, 'readinessProbe') !== '/readyz') {
    problems.push('Deployment: expected readinessProbe httpGet /readyz');
  }
  if (probePath(app, 'livenessProbe') !== '/healthz') {
    problems.push('Deployment: expected livenessProbe httpGet /healthz');
  }
  const ports: any[] = app?.ports ?? [];
  for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
    const port = app?.[probe]?.httpGet?.port;
    if (port !== undefined && !ports.some((p) => p.name === port || p.containerPort === port)) {
      problems.push(`Deployment: ${probe} port ${port} is not a container port`);
    }
  }
  if (expected.port && !ports.some((p) => String(p.containerPort) === expected.port)) {
    problems.push(`Deployment: expected containerPort ${expected.port} (the image's PORT)`);
  }
  if ((deployment.doc.spec?.replicas ?? 1) < 2) problems.push('Deployment: expected 2+ replicas');
  if (!subset(deployment.doc.spec?.selector?.matchLabels, podLabels)) {
    problems.push('Deployment: selector does not match the pod labels');
  }

  const services = ofKind('Service');
  if (!services.length) problems.push('expected a Service');
  for (const s of services) {
    if (!subset(s.doc.spec?.selector, podLabels)) {
      problems.push(`Service/${s.doc.metadata?.name}: selector does not match the pods`);
    }
    for (const p of s.doc.spec?.ports ?? []) {
      const target = p.targetPort ?? p.port;
      if (!ports.some((c) => c.name === target || c.containerPort === target)) {
        problems.push(
          `Service/${s.doc.metadata?.name}: targetPort ${target} is not a container port`,
        );
      }
    }
  }

  const jobs = ofKind('Job').filter((j) =>
    containers(j).some((c) =>
      [c.command ?? [], c.args ?? []].flat().join(' ').includes('migrate.js'),
    ),
  );
  if (jobs.length !== 1) problems.push('expected one migration Job (apps/server/dist/migrate.js)');
  for (const j of jobs) {
    checkPod(j, problems);
    if (!['Never', 'OnFailure'].includes(podSpec(j).restartPolicy)) {
      problems.push('migration Job: expected restartPolicy Never or OnFailure');
    }
  }

  const hpas = ofKind('HorizontalPodAutoscaler');
  if (hpas.length !== 1) problems.push('expected one HorizontalPodAutoscaler');
  for (const h of hpas) {
    if (h.doc.apiVersion !== 'autoscaling/v2') problems.push('HPA: expected autoscaling/v2');
    const target = h.doc.spec?.scaleTargetRef ?? {};
    if (target.kind !== 'Deployment' || target.name !== deployment.doc.metadata?.name) {
      problems.push('HPA: scaleTargetRef is not the Deployment');
    }
    if ((h.doc.spec?.minReplicas ?? 1) < 2) problems.push('HPA: expected minReplicas 2+');
  }

  const pdbs = ofKind('PodDisruptionBudget');
  if (pdbs.length !== 1) problems.push('expected one PodDisruptionBudget');
  for (const p of pdbs) {
    if (!subset(p.doc.spec?.selector?.matchLabels, podLabels)) {
      problems.push('PodDisruptionBudget: selector does not match the pods');
    }
  }
  return problems;
}
