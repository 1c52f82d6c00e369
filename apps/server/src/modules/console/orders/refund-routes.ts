import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  consoleRefundRequestSchema,
  consoleRefundSchema,
  type RefundReason,
} from '@topup/contracts/console-orders';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Currency } from '@topup/tenants/currencies';
import { AppError } from '../../../plugins/app-error.ts';
import { apiResponses, ok } from '../../../plugins/envelope.ts';
import { formatMinor } from '../../catalog/money.ts';
import { claimRefund, releaseRefund } from '../../orders/refund-claim.ts';
import { refundThroughProvider } from '../../orders/refund-through-provider.ts';
import { recordAudit } from '../audit.ts';
import { assertBrand, consoleRoute, staffOf } from '../guard.ts';
import { canRefund, findOrder } from './story.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const params = z.object({ billingNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** The words a provider's free-text reason field gets (Airwallex `reason`, Antom `refundReason`). */
const reasonWords: Record<RefundReason, string> = {
  'player-request': 'Player request',
  duplicate: 'Duplicate payment',
  fraud: 'Fraud',
  'not-delivered': 'Goods not delivered',
  other: 'Other',
};

/**
 * The console's refund (issue 31): all that is left of a paid order or a part of it, with a
 * reason, through the order's provider. A part leaves the order as it is; the refunds reaching the
 * amount paid make it refunded and the goods are revoked in the game (refund-order.ts). The
 * reason goes to the provider where its refund call has a reason field, into the order's story
 * (order_refunds) and into the audit log.
 */
export function registerRefundRoute(app: FastifyInstance): void {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.post(
    '/api/console/orders/:billingNo/refund',
    {
      ...consoleRoute('orders:write'),
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['console'],
        summary:
          'Refund all that is left of a paid order, or a part of it, with a reason, through its ' +
          'provider; refunds reaching the amount paid make the order refunded and the goods are ' +
          'revoked in the game (-3080 more than what is left, -3081 another refund of the order ' +
          'is being made, -400 not refundable or refused by the provider)',
        params,
        body: consoleRefundRequestSchema,
        response: apiResponses(consoleRefundSchema),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const found = await findOrder(app.db, request.params.billingNo);
      assertBrand(staff, found?.tenantId);
      const { amount_minor: amountMinor, reason, reason_text } = request.body;
      const text = reason_text === undefined || reason_text === '' ? null : reason_text;
      const at = app.clock.now();
      const order = await claimRefund(app.db, found!, at);
      if (!order) {
        throw new AppError(
          ResultCode.RefundInProgress,
          'Another refund of this order is being made right now: look at the order again in a moment',
          409,
        );
      }
      try {
        if (!canRefund(order)) {
          throw new AppError(
            ResultCode.BadRequest,
            consoleMessage('refundStatus', { status: order.status }),
          );
        }
        const left = order.amountMinor - order.refundedMinor;
        if (amountMinor > left) {
          throw new AppError(
            ResultCode.RefundOverLeft,
            // In the currency's units: staff read this message as it is.
            `More than what is left to refund: ${formatMinor(left, order.currency as Currency)} ${order.currency} is left`,
            400,
          );
        }
        const words = text ? `${reasonWords[reason]}: ${text}` : reasonWords[reason];
        const refund = await refundThroughProvider(
          {
            registry: app.paymentProviders.registry,
            confirmPayment: (input) => app.orders.confirmPayment(input),
          },
          order,
          {
            source: 'support',
            amountMinor,
            reason: { code: reason, text, words },
            detail: { staff: staff.id, reason, ...(text ? { reasonText: text } : {}) },
          },
        );
        if (!refund.ok) {
          throw new AppError(
            ResultCode.BadRequest,
            refund.reason === 'refused'
              ? consoleMessage('refundRefused', { error: refund.error })
              : refund.error,
          );
        }
        const { confirmed, refundId } = refund;
        const after = confirmed.order ?? order;
        await recordAudit(app.db, request, {
          action: 'order.refund',
          tenantId: order.tenantId,
          target: order.billingNo,
          before: { status: order.status, refundedMinor: order.refundedMinor },
          after: {
            status: after.status,
            refundedMinor: after.refundedMinor,
            amountMinor,
            currency: order.currency,
            reason,
            reasonText: text,
            refundId,
            providerPending: refund.pending ?? null,
            outcome: confirmed.outcome,
          },
        });
        return ok({
          refund_id: refundId,
          status: after.status,
          amount_minor: amountMinor,
          refunded_minor: after.refundedMinor,
          // An adapter that cannot tell is taken at its word that it only accepted the request.
          provider_state: refund.pending === false ? ('completed' as const) : ('pending' as const),
        });
      } finally {
        await releaseRefund(app.db, order, at);
      }
    },
  );
}
