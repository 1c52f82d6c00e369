import { parseArgs } from 'node:util';
import { startReferenceGameServer } from './server.ts';

// npx tsx examples/game-server/main.ts --secret s3cret [--port 7070] [--fail-delivery <id>]...
//   [--fail-first N] [--ignore-idempotency] [--debug]; or the same through GAME_SECRET, PORT,
//   GAME_FAIL_DELIVERY (comma separated), GAME_FAIL_FIRST, GAME_IGNORE_IDEMPOTENCY=true and
//   GAME_DEBUG=true. --fail-first N answers 500 to the first N calls of each delivery id; with
//   --debug the signed POST /debug/fail-deliveries {"fail":true|false} takes the game down and back. The characters belong
//   to account 10000001, the shop's demo account on every brand.
const { values } = parseArgs({
  options: {
    secret: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'fail-delivery': { type: 'string', multiple: true },
    'fail-first': { type: 'string' },
    'ignore-idempotency': { type: 'boolean' },
    debug: { type: 'boolean' },
  },
});
const secret = values.secret ?? process.env.GAME_SECRET;
if (!secret) {
  console.error('a secret is required: --secret <s> or GAME_SECRET');
  process.exit(2);
}
const fail = [
  ...(values['fail-delivery'] ?? []),
  ...(process.env.GAME_FAIL_DELIVERY?.split(',').filter(Boolean) ?? []),
];
const ignoreIdempotency =
  values['ignore-idempotency'] ?? process.env.GAME_IGNORE_IDEMPOTENCY === 'true';
const server = await startReferenceGameServer({
  secret,
  port: Number(values.port ?? process.env.PORT ?? 7070),
  host: values.host ?? '127.0.0.1',
  failDeliveryIds: new Set(fail),
  failFirst: Number(values['fail-first'] ?? process.env.GAME_FAIL_FIRST ?? 0) || 0,
  ignoreIdempotency,
  debug: values.debug ?? process.env.GAME_DEBUG === 'true',
});
console.log(
  `reference game server on ${server.url}${ignoreIdempotency ? ' (ignoring idempotency: broken on purpose)' : ''}`,
);
