import { parseArgs } from 'node:util';
import { formatResult, runConformance } from './conformance.ts';

// npm run gateway:check -- <URL> --secret <s> --tenant <t> --game <g> [--suid <suid>] [--role <id>]
//   [--player <id>] (the player id naming that character in /players/lookup; default: the role id)
// Exits 1 when any check fails, 2 on bad arguments. The secret is never printed.
const usage =
  'usage: npm run gateway:check -- <URL> --secret <s> --tenant <t> --game <g> [--suid <suid>] [--role <roleId>] [--player <playerId>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    secret: { type: 'string' },
    tenant: { type: 'string' },
    game: { type: 'string' },
    suid: { type: 'string', default: '10000001' },
    role: { type: 'string' },
    player: { type: 'string' },
    'timeout-ms': { type: 'string', default: '5000' },
  },
});
const url = positionals[0];
if (!url || !values.secret || !values.tenant || !values.game || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const results = await runConformance({
  url,
  secret: values.secret,
  tenantId: values.tenant,
  gameCode: values.game,
  suid: values.suid,
  ...(values.role ? { roleId: values.role } : {}),
  ...(values.player ? { playerId: values.player } : {}),
  timeoutMs: Number(values['timeout-ms']),
});
for (const r of results) console.log(formatResult(r));
const failed = results.filter((r) => !r.ok).length;
console.log(
  failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`,
);
process.exitCode = failed ? 1 : 0;
