import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { sendError } from '../../../plugins/envelope.ts';
import type { BrandProtocols } from '../providers/brand-protocols.ts';
import type { IncomingNotification } from '../provider-kit/protocol.ts';
import { contentTypeOf, recordProviderMessage } from '../provider-messages.ts';
import { applyEvent, type ApplyDeps, type EventOutcome } from './apply-events.ts';

// Adyen batches up to a few hundred items; PayPal events carry whole resources. Generous but bounded.
const bodyLimit = 256 * 1024;

/**
 * `/api/pay/notify/:provider/:tenant` (issue 14): a provider's own notification, in its own form
 * (JSON, form-encoded, batched, or a GET query string), verified with that brand's credentials by
 * the provider's protocol module and answered the way that provider expects. Registered as its
 * own plugin so the raw-body parser stays inside it: signatures cover the exact bytes sent.
 * The brand is in the path (providers post to one configured URL per merchant account), never
 * taken from the Host header, like the generic callback.
 */
export async function notifyRoutes(
  app: FastifyInstance,
  opts: { brands: BrandProtocols; deps: Omit<ApplyDeps, 'log'> },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const handler = async (
    request: FastifyRequest<{ Params: { provider: string; tenant: string } }>,
    reply: FastifyReply,
  ) => {
    const { provider: key, tenant } = request.params;
    const brand = opts.brands.get(tenant, key);
    if (!brand) {
      // Not configured for this brand (or in emulator mode): as unknown as a wrong path, and
      // answered in our envelope since no provider speaks here.
      app.opsEvents.callback({ provider: 'unknown', outcome: 'unknown-provider' });
      return sendError(reply, 404, ResultCode.NotFound, 'Unknown provider');
    }
    const { protocol, io } = brand;
    const url = request.raw.url ?? '';
    const incoming: IncomingNotification = {
      method: request.method === 'GET' ? 'GET' : 'POST',
      headers: request.headers,
      query: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
      path: url.includes('?') ? url.slice(0, url.indexOf('?')) : url,
      rawBody: typeof request.body === 'string' ? request.body : '',
    };
    // The message as received goes into each named order's story (one line per order: a batch
    // may name several), or once without an order when it names none we know.
    const keep = async (outcome: string, billingNos: readonly (string | null)[] = [null]) => {
      const named = [...new Set(billingNos.filter((b) => b !== null))];
      for (const billingNo of named.length > 0 ? named : [null]) {
        await recordProviderMessage(opts.deps.db, request.log, {
          tenantId: tenant,
          provider: key,
          billingNo,
          kind: 'notify',
          contentType: contentTypeOf(request.headers),
          body: incoming.rawBody || incoming.query,
          outcome,
          at: app.clock.now(),
        });
      }
    };
    const verified = await protocol.verifyNotification(io, incoming);
    if (!verified.ok) {
      // Not kept: the path is anyone's, and storing what anyone posts would let junk fill the
      // table (the fuzz finds refusals that write); the log line and the metric say it came.
      app.opsEvents.callback({ provider: key, outcome: `rejected-${verified.reason}` });
      request.log.warn({ provider: key, tenant, reason: verified.reason }, 'notification refused');
      const answer = protocol.answer(verified.reason === 'unverifiable' ? 'retry' : 'rejected', {
        refusal: verified.reason,
      });
      return send(reply, answer);
    }
    const deps = { ...opts.deps, log: request.log };
    const outcomes: EventOutcome[] = [];
    const billingNos: (string | null)[] = [];
    // What each event came to, a repeat as its first delivery did: the provider gets the same
    // answer again ("it must return the previous result for that transaction", Xsolla).
    const results: string[] = [];
    try {
      for (const event of verified.events) {
        const applied = await applyEvent(deps, key, tenant, event);
        outcomes.push(applied.outcome);
        billingNos.push(applied.billingNo);
        results.push(applied.firstOutcome ?? applied.outcome);
      }
    } catch (err) {
      await keep('retry', billingNos);
      // Our side failed (database down): the provider keeps the notification and sends it again.
      request.log.error(
        { err, provider: key, tenant },
        'notification not applied, provider asked to retry',
      );
      app.opsEvents.callback({ provider: key, outcome: 'retry' });
      return send(reply, protocol.answer('retry'));
    }
    if (outcomes.includes('unfinished')) {
      // Our step at the provider (capture, confirm) failed or is not through yet: the provider
      // keeps the notification and sends it again.
      await keep('retry', billingNos);
      request.log.warn({ provider: key, tenant }, 'payment not finished, provider asked to retry');
      app.opsEvents.callback({ provider: key, outcome: 'retry' });
      return send(reply, protocol.answer('retry'));
    }
    for (const outcome of outcomes) app.opsEvents.callback({ provider: key, outcome });
    await keep([...new Set(outcomes)].join(',') || 'empty', billingNos);
    if (outcomes.includes('no-user')) {
      return send(reply, protocol.answer('rejected', { userFound: false }));
    }
    // Verified and recorded, but not applied: another amount than the order's, or no order of
    // ours. Said so to the providers that have an answer for it (Xsolla's 422s, Codapay's error
    // code); the others answer it as accepted, as before (issue 28).
    const problem = results.includes('mismatch')
      ? ('amount-mismatch' as const)
      : results.includes('unknown')
        ? ('unknown-order' as const)
        : undefined;
    return send(
      reply,
      protocol.answer('accepted', { userFound: true, ...(problem ? { problem } : {}) }),
    );
  };

  const route = {
    config: { tenancy: false },
    schema: {
      tags: ['payments'],
      summary:
        "A provider's own notification for one brand, verified with the brand's credentials " +
        "and answered in the provider's form (docs/PAYMENTS.md)",
    },
  };
  app.post('/api/pay/notify/:provider/:tenant', route, handler);
  // Codapay reports results by GET with a query string.
  app.get('/api/pay/notify/:provider/:tenant', route, handler);
}

function send(reply: FastifyReply, answer: { status: number; contentType?: string; body: string }) {
  reply.code(answer.status);
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}
