import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { cleanText } from '@topup/contracts/clean-text';
import { apiStatus, applyAction } from './actions.ts';
import { dropinScript, krPayScript } from './dropin-script.ts';
import { account } from './merchant-api.ts';
import { isClientKeyValid } from './merchant-auth.ts';
import type { SandboxRepository } from './repository.ts';
import type { SandboxOptions } from './routes.ts';

// The sandbox's test cards, as real gateways document theirs.
const cards: Record<string, 'succeed' | 'decline'> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
};

const confirmSchema = z.object({
  client_key: z.string().check(cleanText, z.maxLength(128)),
  card: z.object({
    number: z.string().check(cleanText, z.maxLength(40)),
    expiry: z.string().check(cleanText, z.maxLength(7)),
    cvc: z.string().check(cleanText, z.maxLength(8)),
  }),
});
type Card = z.infer<typeof confirmSchema>['card'];

/** Which test card, or why the details are refused (nothing changes then). */
function readCard(card: Card, now: Date): 'succeed' | 'decline' | string {
  const outcome = cards[card.number.replace(/[\s-]/g, '')];
  if (!outcome) {
    return 'unknown card: use 4242 4242 4242 4242 (success) or 4000 0000 0000 0002 (decline)';
  }
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return 'expiry must be MM/YY';
  const year = 2000 + Number(expiry[2]);
  const month = Number(expiry[1]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + month < thisMonth) return 'the card has expired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'CVC must be 3 or 4 digits';
  return outcome;
}

const answer = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

function script(reply: FastifyReply, source: string) {
  return reply
    .type('text/javascript; charset=utf-8')
    .header('cache-control', 'public, max-age=300')
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff')
    .send(source);
}

/** The drop-in component, its confirm call and the Korean popup script. */
export function dropinRoutes(app: FastifyInstance, repo: SandboxRepository, opts: SandboxOptions) {
  const route = { config: { tenancy: false }, schema: { hide: true } };
  app.get('/sandbox/dropin.js', route, async (_request, reply) => script(reply, dropinScript));
  app.get('/sandbox/kr-pay.js', route, async (_request, reply) => script(reply, krPayScript));

  app.post<{ Params: { id: string } }>(
    '/sandbox/api/dropin/:id/confirm',
    {
      config: { tenancy: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      let json: unknown;
      try {
        json = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        json = null;
      }
      const parsed = confirmSchema.safeParse(json);
      if (!parsed.success) return answer(reply, 400, { error: 'invalid_request' });
      const payment = await repo.findPayment(request.params.id);
      if (!payment) return answer(reply, 404, { error: 'not_found' });
      if (!isClientKeyValid(opts.config, account(payment), payment.id, parsed.data.client_key)) {
        return answer(reply, 403, { error: 'bad_client_key' });
      }
      const now = app.clock.now();
      const outcome = readCard(parsed.data.card, now);
      if (outcome !== 'succeed' && outcome !== 'decline') {
        return answer(reply, 400, { error: 'invalid_card', message: outcome });
      }
      const result = await applyAction(repo, payment.id, outcome, now);
      if (result.kind !== 'applied') {
        const current = result.kind === 'unchanged' ? result.payment : payment;
        return answer(reply, 409, { error: 'already_finished', status: apiStatus(current.status) });
      }
      request.log.info({ paymentId: payment.id, outcome }, 'sandbox drop-in confirmed');
      return answer(reply, 200, { status: apiStatus(result.payment.status) });
    },
  );
}
