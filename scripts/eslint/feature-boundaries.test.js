import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import plugin, { findCycle } from './feature-boundaries.js';
import { featureDeps } from './web-feature-layers.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const webSrc = path.join(repo, 'apps/web/src');

describe('declared feature graph (web-feature-layers.js)', () => {
  it('is acyclic', () => {
    expect(findCycle(featureDeps)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toEqual(['a', 'b', 'c', 'a']);
  });

  it('declares every feature folder, and names only real features', () => {
    const folders = fs
      .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(featureDeps).sort()).toEqual(folders);
    for (const deps of Object.values(featureDeps))
      for (const dep of deps) expect(folders).toContain(dep);
  });
});

// RuleTester reports through the test runner's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

// A made-up tree: the files need not exist, the rule only reads paths.
const root = path.join(repo, 'fixture-src');
const at = (relative) => path.join(root, relative);
const options = [{ root, features: { base: [], mid: ['base'], top: ['mid', 'base'] } }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('feature-boundaries', plugin.rules['feature-boundaries'], {
  valid: [
    { filename: at('features/top/a.ts'), code: "import { x } from '../mid/x.ts';", options },
    { filename: at('features/mid/a.ts'), code: "import { x } from './x.ts';", options },
    { filename: at('features/mid/a.ts'), code: "import { x } from '../../shared/x.ts';", options },
    { filename: at('shared/ui/a.ts'), code: "import { x } from '../format/x.ts';", options },
    { filename: at('app/router.ts'), code: "import { x } from '../features/top/x.ts';", options },
    { filename: at('features/base/a.ts'), code: "import { useState } from 'react';", options },
    // Integration tests may render the page above their feature.
    { filename: at('features/base/a.test.tsx'), code: "import { x } from '../top/x.ts';", options },
  ],
  invalid: [
    {
      filename: at('shared/format/a.ts'),
      code: "import { x } from '../../features/base/x.ts';",
      options,
      errors: [{ messageId: 'sharedImportsUp' }],
    },
    {
      filename: at('shared/format/a.ts'),
      code: "import { x } from '../../app/x.ts';",
      options,
      errors: [{ messageId: 'sharedImportsUp' }],
    },
    {
      filename: at('features/top/a.ts'),
      code: "import { x } from '../../app/route-paths.ts';",
      options,
      errors: [{ messageId: 'featureImportsApp' }],
    },
    {
      // The import that would close a cycle: base sits below mid.
      filename: at('features/base/a.ts'),
      code: "import { x } from '../mid/x.ts';",
      options,
      errors: [{ messageId: 'featureImportsFeature' }],
    },
    {
      filename: at('features/base/a.tsx'),
      code: "const Page = () => import('../top/page.tsx');",
      options,
      errors: [{ messageId: 'featureImportsFeature' }],
    },
    {
      filename: at('features/mid/a.ts'),
      code: "export { x } from '../top/x.ts';",
      options,
      errors: [{ messageId: 'featureImportsFeature' }],
    },
    {
      filename: at('features/mid/a.ts'),
      code: "type T = import('../top/x.ts').T;",
      options,
      errors: [{ messageId: 'featureImportsFeature' }],
    },
    {
      filename: at('features/stray/a.ts'),
      code: "import { x } from '../base/x.ts';",
      options,
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: at('features/mid/a.ts'),
      code: "import { x } from '../base/test-fixtures.ts';",
      options,
      errors: [{ messageId: 'importsTestCode' }],
    },
  ],
});

describe('the repository lint config', () => {
  const eslint = new ESLint({ cwd: repo });
  const lint = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(webSrc, file) });
    return result.messages.filter((m) => m.ruleId === 'topup-local/feature-boundaries');
  };

  it('refuses the old recharge -> select-goods import that made a two-way pair', async () => {
    const code = "import { useGoodsList } from '../select-goods/api/get-goods-list.ts';\n";
    const messages = await lint('features/recharge/use-recharge.ts', `${code}useGoodsList;\n`);
    expect(messages.map((m) => m.message)).toEqual([
      expect.stringContaining('features/recharge may not import features/select-goods'),
    ]);
  });

  it('refuses shared/ importing a feature', async () => {
    const code = "import { useUserInfo } from '../../features/account/log-out.ts';\nuseUserInfo;\n";
    const messages = await lint('shared/session/bad.ts', code);
    expect(messages).toHaveLength(1);
  });

  it('lets a feature import one it declares', async () => {
    const code = "import { useGameContext } from '../game/use-game-context.ts';\nuseGameContext;\n";
    expect(await lint('features/limits/ok.ts', code)).toEqual([]);
  });
});
