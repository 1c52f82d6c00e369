import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An nginx binary (PATH, NGINX_BIN, or Debian's package unpacked by scripts/ensure-nginx.sh). */
/** `fetch`: unpack Debian's package when none is found (root on Debian only). */
export function findNginx(fetch = false): string | undefined {
  if (fetch) {
    const out = spawnSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], {
      encoding: 'utf8',
    });
    return out.status === 0 ? out.stdout.trim() : undefined;
  }
  const cached = path.join(root, 'node_modules/.cache/topup-nginx/usr/sbin/nginx');
  for (const bin of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', cached]) {
    if (bin && spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return undefined;
}

export type Rewrite = {
  /** Upstream `host:port` -> the address to use here (compose names do not resolve outside). */
  upstreams: Record<string, string>;
  /** `listen` port -> the address to listen on here. */
  listens?: Record<string, string>;
};

/**
 * The config as this machine can load it: compose host names and ports mapped to local ones, the
 * `resolve` parameter dropped (nginx 1.27.3+; Debian's nginx is older), and the temp paths moved
 * into `dir` (Debian's compiled-in /var/lib/nginx may not exist). Nothing else changes.
 */
export function localConfig(conf: string, dir: string, rewrite: Rewrite): string {
  let out = conf.replace(
    /^(\s*server\s+)([a-z0-9_.-]+:\d+)([^;]*?)(\s+resolve)?;/gim,
    (whole, lead, target, params) =>
      rewrite.upstreams[target] ? `${lead}${rewrite.upstreams[target]}${params};` : whole,
  );
  out = out.replace(/^(\s*listen\s+)(\d+)\b/gm, (whole, lead, port) =>
    rewrite.listens?.[port] ? `${lead}${rewrite.listens[port]}` : whole,
  );
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${path.join(dir, t)};`)
    .join(' ');
  return out.replace(/^http\s*\{/m, `http {\n  ${temps}`);
}

// Node's stdio pipes are sockets, where nginx cannot open /dev/stdout or /dev/stderr (ENXIO):
// stdout goes to /dev/null and stderr to a file.
function run(bin: string, dir: string, conf: string, rewrite: Rewrite, args: string[]) {
  writeFileSync(path.join(dir, 'nginx.conf'), localConfig(conf, dir, rewrite));
  const errFile = path.join(dir, 'stderr.log');
  const err = openSync(errFile, 'w');
  const argv = ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf'), ...args];
  return { argv, err, errFile };
}

const pidDirective = (dir: string) => `pid ${path.join(dir, 'nginx.pid')};`;

/** `nginx -t` on the config (as localConfig adapts it); problems as lines, [] when it loads. */
export function checkNginx(conf: string, upstreams: string[], bin: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'topup-nginx-t-'));
  try {
    const mapped = Object.fromEntries(upstreams.map((u) => [u, `127.0.0.1:${u.split(':')[1]}`]));
    const { argv, err, errFile } = run(bin, dir, conf, { upstreams: mapped }, [
      '-t',
      '-q',
      '-g',
      pidDirective(dir),
    ]);
    const out = spawnSync(bin, argv, { stdio: ['ignore', 'ignore', err] });
    closeSync(err);
    if (out.status === 0) return [];
    const lines = readFileSync(errFile, 'utf8')
      .split('\n')
      .filter((l) => /\[(emerg|alert|crit|error)\]/.test(l))
      .map((l) => `nginx -t: ${l.replace(/^.*?\] \d+#\d+: /, '').replaceAll(dir, '')}`);
    return lines.length ? lines : [`nginx -t: exit ${out.status}`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type RunningNginx = { stop(): Promise<void> };

/** Starts nginx in the foreground on the adapted config; resolves once it answers on `probe`. */
export async function startNginx(
  bin: string,
  conf: string,
  rewrite: Rewrite,
  probe: string,
): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'topup-nginx-'));
  const { argv, err, errFile } = run(bin, dir, conf, rewrite, [
    '-g',
    `daemon off; ${pidDirective(dir)}`,
  ]);
  const child = spawn(bin, argv, { stdio: ['ignore', 'ignore', err] });
  closeSync(err);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    try {
      await fetch(probe);
      return { stop };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const log = readFileSync(errFile, 'utf8');
  await stop();
  throw new Error(`nginx did not start: ${log}`);
}
