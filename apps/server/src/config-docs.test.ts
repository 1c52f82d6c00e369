import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { envExamplePath, expectedReadme, readmePath, renderEnvExample } from './config-docs.ts';
import { families, vars } from './config-vars.ts';

// The generated files follow the schema: change config-vars.ts, then `npm run env:example`.
describe('configuration documents', () => {
  it('.env.example is current with the schema', async () => {
    expect(await readFile(envExamplePath, 'utf8')).toBe(renderEnvExample());
  });

  it('the README table is current with the schema', async () => {
    expect(await readFile(readmePath, 'utf8')).toBe(await expectedReadme());
  });

  it('lists every variable, secrets blank', () => {
    const text = renderEnvExample();
    for (const [name, decl] of Object.entries(vars)) {
      expect(text).toMatch(new RegExp(`^${name}=${'secret' in decl ? '$' : ''}`, 'm'));
    }
    for (const family of families) expect(text).toContain(`# ${family.pattern}=`);
  });
});
