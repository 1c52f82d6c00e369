import { DockerfileParser, Env, ModifiableInstruction, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

export type Stage = { name: string | null; image: string; instructions: Instruction[] };

/** Instructions grouped by build stage (a stage starts at each FROM). */
export function stages(text: string): Stage[] {
  const out: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      const args = instruction.getArguments().map((a) => a.getValue());
      const asAt = args.findIndex((a) => a.toUpperCase() === 'AS');
      out.push({
        image: args.find((a) => !a.startsWith('--')) ?? '',
        name: asAt >= 0 ? (args[asAt + 1] ?? null) : null,
        instructions: [],
      });
    } else {
      out.at(-1)?.instructions.push(instruction);
    }
  }
  return out;
}

const args = (i: Instruction) => i.getArgumentsContent() ?? '';
const flag = (i: ModifiableInstruction, name: string) =>
  i
    .getFlags()
    .find((f) => f.getName() === name)
    ?.getValue() ?? undefined;

/** The value ENV sets for a name in a stage (last one wins), or undefined. */
function envValue(stage: Stage, name: string): string | undefined {
  let value: string | undefined;
  for (const i of stage.instructions) {
    if (!(i instanceof Env)) continue;
    for (const p of i.getProperties()) if (p.getName() === name) value = p.getValue() ?? '';
  }
  return value;
}

export type DockerfileFacts = { port: string | undefined; user: string | undefined };

/**
 * Lints the Dockerfile (dockerfile-utils: unknown instructions and flags, bad arguments, bad
 * references...) and checks our rules: multi-stage, a non-root final stage that runs only what the
 * build produced, production mode, a port, and a healthcheck that needs no curl.
 */
export function checkDockerfile(
  text: string,
  dockerignore: string | undefined,
): { problems: string[]; facts: DockerfileFacts } {
  const problems = validate(text).map(
    (d) => `line ${d.range.start.line + 1}: ${d.message} (dockerfile-utils)`,
  );
  const all = stages(text);
  const final = all.at(-1);
  if (all.length < 2 || !final) {
    problems.push('expected a multi-stage build (a build stage and a runtime stage)');
    return { problems, facts: { port: undefined, user: undefined } };
  }
  for (const stage of all) {
    if (/:latest$/.test(stage.image) || !/[:@]/.test(stage.image)) {
      problems.push(`FROM ${stage.image}: pin a tag (not latest, not untagged)`);
    }
  }
  const of = (keyword: string) => final.instructions.filter((i) => i.getKeyword() === keyword);

  const users = of('USER');
  const user = users.length ? args(users.at(-1)!).split(':')[0] : undefined;
  if (!user || user === 'root' || user === '0') {
    problems.push('final stage: expected a non-root USER');
  } else {
    const lastUser = final.instructions.lastIndexOf(users.at(-1)!);
    const runAfter = final.instructions.slice(lastUser).some((i) => i.getKeyword() === 'RUN');
    if (runAfter) problems.push('final stage: RUN after USER would need root; keep USER last');
  }

  if (envValue(final, 'NODE_ENV') !== 'production') {
    problems.push('final stage: expected ENV NODE_ENV=production');
  }

  const exposed = of('EXPOSE').flatMap((i) => args(i).split(/\s+/));
  const port = envValue(final, 'PORT') ?? '8080';
  if (!exposed.some((p) => p.split('/')[0] === port)) {
    problems.push(`final stage: expected EXPOSE ${port} (the PORT the server listens on)`);
  }

  const health = of('HEALTHCHECK');
  const probe = health.map(args).join(' ');
  if (!health.length) problems.push('final stage: expected a HEALTHCHECK');
  else if (!probe.includes('/healthz')) problems.push('HEALTHCHECK: expected it to probe /healthz');
  else if (/\b(curl|wget)\b/.test(probe)) {
    const installs = final.instructions.some(
      (i) => i.getKeyword() === 'RUN' && /apt-get install|apk add/.test(args(i)),
    );
    if (!installs) problems.push('HEALTHCHECK: curl/wget are not in the slim image; use node');
  }

  // The runtime stage takes built output from other stages, never the whole build context.
  const copies = of('COPY').map((i) => ({
    from: i instanceof ModifiableInstruction ? flag(i, 'from') : undefined,
    sources: i
      .getArguments()
      .slice(0, -1)
      .map((a) => a.getValue()),
  }));
  for (const needed of [
    'apps/server/dist',
    'apps/web/dist',
    'apps/web/dist-server',
    'node_modules',
  ]) {
    if (!copies.some((c) => c.from && c.sources.some((src) => src.endsWith(needed)))) {
      problems.push(`final stage: expected COPY --from=<stage> of ${needed}`);
    }
  }
  if (copies.some((c) => !c.from && c.sources.some((src) => src === '.' || src === './'))) {
    problems.push('final stage: COPY . copies sources and secrets into the runtime image');
  }
  const installsDev = all.some(
    (s) =>
      s !== all[0] &&
      s.instructions.some(
        (i) =>
          i.getKeyword() === 'RUN' &&
          /npm (ci|install)\b/.test(args(i)) &&
          !/--omit=dev/.test(args(i)),
      ),
  );
  if (installsDev) problems.push('only the build stage may install dev dependencies (--omit=dev)');
  if (!of('CMD').length && !of('ENTRYPOINT').length) problems.push('final stage: expected a CMD');

  if (dockerignore === undefined) {
    problems.push('.dockerignore: missing (the build context would carry node_modules and .env)');
  } else {
    const lines = dockerignore.split('\n').map((l) => l.trim());
    for (const entry of ['**/node_modules', '.git', '.env']) {
      if (!lines.includes(entry)) problems.push(`.dockerignore: expected ${entry}`);
    }
  }
  return { problems, facts: { port, user } };
}
