import { parseArgs } from 'node:util';
import { formatResult, runConformance } from './conformance.ts';

// npm run merchant:check -- <API URL> --merchant <id> (--secret-env <NAME> | --secret <s>)
//   [--currency USD] [--amount 1000] [--listen 127.0.0.1:8787] [--notify-url <public URL>]
//   [--manual] [--wait-seconds 120]
// Checks a provider's implementation of Topup merchant protocol v1 (docs/PAYMENTS.md). Exits 1
// when any check fails, 2 on bad arguments. The secret is never printed; prefer --secret-env so
// it stays out of the shell's history.
const usage =
  'usage: npm run merchant:check -- <API URL> --merchant <id> (--secret-env <NAME> | --secret <s>) [--currency USD] [--amount <minor units>] [--listen host:port] [--notify-url <URL>] [--manual] [--wait-seconds <n>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    secret: { type: 'string' },
    'secret-env': { type: 'string' },
    currency: { type: 'string', default: 'USD' },
    amount: { type: 'string', default: '1000' },
    listen: { type: 'string', default: '127.0.0.1:0' },
    'notify-url': { type: 'string' },
    manual: { type: 'boolean', default: false },
    'wait-seconds': { type: 'string', default: '120' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const url = positionals[0];
const secret = values['secret-env'] ? process.env[values['secret-env']] : values.secret;
const listen = /^(.+):(\d+)$/.exec(values.listen);
const amount = Number(values.amount);
const wait = Number(values['wait-seconds']);
if (
  !url ||
  positionals.length > 1 ||
  !values.merchant ||
  !secret ||
  !listen ||
  !Number.isSafeInteger(amount) ||
  amount <= 0 ||
  !/^[A-Z]{3}$/.test(values.currency) ||
  !(wait > 0)
) {
  console.error(usage);
  process.exit(2);
}
const results = await runConformance({
  url,
  merchantId: values.merchant,
  secret,
  currency: values.currency,
  amountMinor: amount,
  listen: { host: listen[1]!, port: Number(listen[2]) },
  ...(values['notify-url'] ? { notifyUrl: values['notify-url'] } : {}),
  pay: values.manual ? 'manual' : 'simulate',
  waitMs: wait * 1000,
  log: (line) => console.log(line),
});
for (const r of results) console.log(formatResult(r));
const failed = results.filter((r) => !r.ok).length;
console.log(
  failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`,
);
process.exitCode = failed ? 1 : 0;
