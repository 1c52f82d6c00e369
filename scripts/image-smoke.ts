// The runtime image without Docker: assembles what the Dockerfile's runtime stage would hold (its
// COPY lines, with the deps stage's `npm ci` really run and the build stage = this checkout after
// `npm run build`), starts its CMD with its ENV as a non-root user on PostgreSQL, and runs its
// HEALTHCHECK. Proves the image has every file and package the server needs to come up ready.
// Usage (after npm run build, with DATABASE_URL): npm run smoke:image
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModifiableInstruction, type Env, type Instruction } from 'dockerfile-ast';
import pg from 'pg';
import { stages, type Stage } from '../deploy/checks/dockerfile.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('image smoke: set DATABASE_URL (PostgreSQL)');

const all = stages(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const runtime = all.at(-1)!;
const byName = new Map(all.map((s) => [s.name, s]));
const of = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.getKeyword() === keyword);
const workdir = (stage: Stage) => of(stage, 'WORKDIR').at(-1)?.getArgumentsContent() ?? '/';
const argv = (i: Instruction) => i.getArguments().map((a) => a.getValue());
const fromFlag = (i: Instruction) =>
  i instanceof ModifiableInstruction
    ? (i
        .getFlags()
        .find((f) => f.getName() === 'from')
        ?.getValue() ?? undefined)
    : undefined;
// JSON (exec) form of CMD/HEALTHCHECK: ["node", "-e", "..."].
const execForm = (i: Instruction) =>
  JSON.parse((i.getArgumentsContent() ?? '').replace(/^CMD\s+/, '')) as string[];

const work = mkdtempSync(path.join(tmpdir(), 'topup-image-'));
const schema = `image_smoke_${process.pid}`;
let server: ReturnType<typeof spawn> | undefined;
const started = Date.now();

// node:http, because fetch may not set Host and the brand comes from Host.
function brandPage(port: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', headers: { host: 'watt.localhost' } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  // Stages other than the runtime one and the build: rebuilt here from their COPY and RUN lines.
  const built = new Map<string, string>([['build', root]]);
  for (const stage of all.slice(0, -1)) {
    if (!stage.name || stage.name === 'build') continue;
    const dir = path.join(work, stage.name);
    mkdirSync(dir, { recursive: true });
    for (const copy of of(stage, 'COPY')) {
      const args = argv(copy);
      const rawDest = args.at(-1)!;
      const dest = path.join(
        dir,
        path.relative(workdir(stage), path.resolve(workdir(stage), rawDest)),
      );
      const intoDir = rawDest.endsWith('/') || args.length > 2;
      for (const src of args.slice(0, -1)) {
        cpSync(path.join(root, src), intoDir ? path.join(dest, path.basename(src)) : dest, {
          recursive: true,
        });
      }
    }
    for (const run of of(stage, 'RUN')) {
      // `npm cache clean` would empty this machine's shared npm cache: the image's layer only.
      const command = (run.getArgumentsContent() ?? '')
        .split('&&')
        .map((c) => c.replace(/\\\s*$/gm, '').trim())
        .filter((c) => c && !/^npm cache clean\b/.test(c))
        .join(' && ');
      console.log(`[${stage.name}] RUN ${command}`);
      execFileSync('sh', ['-c', command], { cwd: dir, stdio: 'inherit' });
    }
    built.set(stage.name, dir);
  }

  // The runtime stage's files, only those its COPY lines name.
  const app = path.join(work, 'runtime');
  const appDir = workdir(runtime);
  for (const copy of of(runtime, 'COPY')) {
    const from = fromFlag(copy);
    const source = from ? byName.get(from) : undefined;
    const base = from ? built.get(from) : undefined;
    if (!source || !base) throw new Error(`COPY --from=${from}: no stage to copy from`);
    const [src, dest] = argv(copy) as [string, string];
    const rel = path.relative(workdir(source), path.resolve(workdir(source), src));
    cpSync(
      path.join(base, rel),
      path.join(app, path.relative(appDir, path.resolve(appDir, dest))),
      {
        recursive: true,
      },
    );
  }
  // Root-owned and read-only, as in the image; the user may write nowhere in it.
  execFileSync('chmod', ['-R', 'a-w,a+rX', app]);
  chmodSync(work, 0o755);

  const mapPath = (v: string) =>
    v.startsWith(appDir) ? path.join(app, path.relative(appDir, v)) : v;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: '/nonexistent',
  };
  for (const e of of(runtime, 'ENV')) {
    for (const p of (e as Env).getProperties()) env[p.getName()] = mapPath(p.getValue() ?? '');
  }
  const port = String(9400 + (process.pid % 90));
  Object.assign(env, {
    PORT: port,
    DATABASE_URL: databaseUrl!,
    DATABASE_SCHEMA: schema,
    REDIS_URL: process.env.REDIS_URL ?? '',
    LOG_LEVEL: 'warn',
  });
  const user = argv(of(runtime, 'USER').at(-1)!)[0]!;
  // The image's user (`node`, uid 1000) may not exist here: any unprivileged one proves the point.
  const asUser = process.getuid?.() === 0 && spawnSync('runuser', ['--help']).status === 0;
  const wrap = (cmd: string[]) => (asUser ? ['runuser', '-u', 'nobody', '--', ...cmd] : cmd);
  const node = (cmd: string[]) => cmd.map((c) => (c === 'node' ? process.execPath : mapPath(c)));
  const cmd = wrap(node(execForm(of(runtime, 'CMD').at(-1)!)));
  console.log(`[runtime] as ${asUser ? 'nobody' : 'this user'} (image: ${user}): ${cmd.join(' ')}`);
  server = spawn(cmd[0]!, cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });

  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 240 && !ready && server.exitCode === null; i++) {
    ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) throw new Error('the server did not become ready');
  const health = of(runtime, 'HEALTHCHECK').at(-1)!;
  const probe = execForm(health).slice(execForm(health)[0] === 'CMD' ? 1 : 0);
  const hc = spawnSync(wrap(node(probe))[0]!, wrap(node(probe)).slice(1), { env, cwd: app });
  const page = await brandPage(port);
  console.log(`[runtime] /readyz 200, HEALTHCHECK exit ${hc.status}, watt's page ${page}`);
  if (hc.status !== 0) throw new Error('HEALTHCHECK failed');
  if (page !== 200) throw new Error(`a brand page answered ${page}`);
}

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

main()
  .then(async () => {
    await cleanup();
    console.log(`image smoke: the runtime stage starts and is ready (${Date.now() - started} ms)`);
  })
  .catch(async (err: unknown) => {
    console.error(`image smoke: ${(err as Error).message}`);
    await cleanup();
    process.exit(1);
  });
