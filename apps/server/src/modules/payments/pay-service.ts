import {
  normalisePayerValue,
  payerBodyField,
  payerFieldProblem,
  type PayerField,
} from '@topup/contracts/payer-fields';
import { payerFieldsFor } from './methods/payer-fields.ts';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import type { PayRequest, PayResponse } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { GameGateway } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertServerInArea, resolveArea } from '../catalog/area.ts';
import { reserveCoupon } from '../coupons/ledger.ts';
import { enforceLimit } from '../limits/usage.ts';
import { enforceSpendingCaps } from '../spending-caps/enforce.ts';
import { reserveOffer } from '../offers/reserve.ts';
import { findOffer } from '../offers/repository.ts';
import { guestLoginNeeded, guestOrderMeta, type GuestPay } from './guest-pay.ts';
import type { CouponService } from '../coupons/service.ts';
import { roleNotFoundMessage } from '../catalog/play-service.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { OrderService } from '../orders/service.ts';
import { platformAllows, priceFits } from './methods/listing-rules.ts';
import { subMethodData } from './methods/method-data.ts';
import type { MethodsRepository } from './methods/repository.ts';
import { unknownProductMessage } from '../catalog/unknown-product.ts';
import { illegalCoupon } from '../coupons/errors.ts';
import {
  badPayParams,
  channelMissing,
  currencyNotTaken,
  invalidPayLink,
  paymentUnavailable,
  payerDetailsMissing,
  paywayMissing,
} from './pay-errors.ts';
import { newOrderInput, newReplenishOrderInput } from './pay-order.ts';
import type { PayRepository } from './pay-repository.ts';
import { originOf } from './providers/origins.ts';
import { familyTakes } from './providers/provider-currencies.ts';
import type {
  CreatePaymentResult,
  MethodRow,
  OrderRow,
  PayContext,
  PaymentProvider,
} from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import type { ReplenishPayments } from '../replenish/pay-replenish.ts';
import type { GameRole } from '../../games/game-gateway.ts';

export type PayDeps = {
  repo: PayRepository;
  methods: MethodsRepository;
  gateway: GameGateway;
  orders: OrderService;
  registry: ProviderRegistry;
  coupons: CouponService;
  /** Make-up payment links (body.replenish_id instead of product_id). */
  replenish: ReplenishPayments;
  /** Throws -3045 while the account is blocked on the brand (modules/account-blocks). */
  assertMayPurchase: (tenantId: string, suid: string) => Promise<void>;
  now: () => Date;
};

/**
 * Every origin a payment answer sends the player's browser to. A provider's own component has no
 * script URL (it is bundled) and no pay page; its emulator's URL, when it has one, is checked.
 */
function originsOf(result: Extract<CreatePaymentResult, { ok: true }>): (string | null)[] {
  if ('url' in result) return [originOf(result.url)];
  const { script_url: script, emulator_url: emulator } = result.dropIn;
  return [script, emulator, result.checkoutUrl]
    .filter((u): u is string => u !== undefined && u !== '')
    .map((u) => originOf(u));
}

/**
 * The shared flow of the 23 pay endpoints: everything is checked against this tenant's own
 * rows, the price is the server's, and a provider answer outside its origins is refused.
 */
export function createPayService(deps: PayDeps) {
  async function methodFor(tenantId: string, body: PayRequest, area: string): Promise<MethodRow> {
    const channelId = body.channel_id || body.channel || undefined;
    const query = { paywayId: body.payway_id, country: body.country, area };
    const method = await deps.methods.findMethod(tenantId, { ...query, channelId });
    if (method) return method;
    if (channelId !== undefined && (await deps.methods.findMethod(tenantId, query))) {
      throw channelMissing();
    }
    throw paywayMissing();
  }

  function providerOf(endpoint: PayEndpoint): PaymentProvider {
    const spec = payEndpoints[endpoint];
    const provider = deps.registry.get(spec.provider);
    // Production before its providers are configured (decision 0016): no sandbox to fall back on.
    if (!provider) throw paymentUnavailable();
    return provider;
  }

  /**
   * SPEC §5 rules that make a payment wrong (the icon only decides what is listed), and the
   * provider's currencies: a method the list leaves out for its currency is refused here too.
   */
  function assertMethodFits(
    endpoint: PayEndpoint,
    method: MethodRow,
    body: PayRequest,
    price: { amountMinor: number; currency: string },
  ) {
    const { amountMinor, currency } = price;
    if (
      !(payEndpoints[endpoint].families as readonly number[]).includes(method.familyId) ||
      !priceFits(method.minMoney, method.maxMoney, amountMinor) ||
      !platformAllows(subMethodData(method), body.platform)
    ) {
      throw badPayParams();
    }
    if (!familyTakes(method.familyId, currency)) throw currencyNotTaken(currency);
    // The app asks for these before it pays (payer_fields); a call without them is refused
    // before an order exists, with a message the sheet can show.
    for (const field of payerFieldsFor(method.familyId, method.country)) {
      if (payerFieldProblem(field, body[payerBodyField[field]], method.country)) {
        throw payerDetailsMissing();
      }
    }
  }

  /** The payer details the method needs, for the provider only (never stored). */
  function withPayer(ctx: PayContext, method: MethodRow, body: PayRequest): PayContext {
    const fields = payerFieldsFor(method.familyId, method.country);
    if (fields.length === 0) return ctx;
    const value = (field: PayerField) =>
      normalisePayerValue(field, body[payerBodyField[field]] ?? '');
    return {
      ...ctx,
      payer: {
        ...(fields.includes('name') ? { name: value('name') } : {}),
        ...(fields.includes('email') ? { email: value('email') } : {}),
        ...(fields.includes('phone') ? { phone: value('phone') } : {}),
        ...(fields.includes('tax_id') ? { taxId: value('tax_id') } : {}),
      },
    };
  }

  /** The provider's payment for a new order: created -> pending, or failed with -3043. */
  async function startPayment(
    ctx: PayContext,
    endpoint: PayEndpoint,
    provider: PaymentProvider,
    order: OrderRow,
    method: MethodRow,
  ): Promise<PayResponse> {
    const tenantId = ctx.tenant.id;
    let result: CreatePaymentResult;
    try {
      result = await provider.createPayment(ctx, order, method, endpoint);
    } catch (err) {
      result = { ok: false, error: (err as Error).message };
    }
    const allowed = new Set(provider.allowedOrigins(ctx));
    const refusal = !result.ok
      ? result.error
      : originsOf(result).every((o) => o !== null && allowed.has(o))
        ? null
        : 'payment link outside the allowed origins';
    if (refusal || !result.ok) {
      ctx.log.warn({ billingNo: order.billingNo, provider: provider.key, refusal }, 'pay refused');
      await deps.orders.markFailed(tenantId, order.billingNo, refusal ?? 'provider error');
      throw invalidPayLink();
    }
    const payUrl = 'url' in result ? result.url : result.checkoutUrl;
    await deps.orders.markPending(tenantId, order.billingNo, {
      payUrl,
      providerTxnId: result.paymentId,
    });
    if ('url' in result) return { billing_no: order.billingNo, url: result.url };
    return { billing_no: order.billingNo, url: '', drop_in: result.dropIn };
  }

  /**
   * The character a make-up payment's notice goes to: the one named (on a server of the area),
   * else the account's first in the area.
   */
  async function replenishRole(
    tenantId: string,
    game: GameRow,
    user: AuthUser,
    body: PayRequest,
    area: string,
  ): Promise<GameRole | null> {
    if (!body.role_id) {
      const [first] = await deps.gateway.listRoles(tenantId, game.gameCode, user.suid, { area });
      return first ?? null;
    }
    const role = await deps.gateway.findRole(tenantId, game.gameCode, body.role_id);
    if (!role || role.suid !== user.suid || (body.server_id && role.serverId !== body.server_id)) {
      throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
    }
    assertServerInArea(role, area);
    return role;
  }

  /**
   * A make-up payment (body.replenish_id): the link's amount and currency, no coupon, no limit.
   * Paying the same method again while its order still waits reopens that order's payment page;
   * any other second payment of the link is refused until the first one ends.
   */
  async function payReplenishment(
    ctx: PayContext,
    endpoint: PayEndpoint,
    game: GameRow,
    user: AuthUser,
    body: PayRequest,
  ): Promise<PayResponse> {
    const tenantId = ctx.tenant.id;
    const link = await deps.replenish.payableLink(tenantId, body.replenish_id!, game, user);
    const area = resolveArea(ctx.tenant, { domainArea: body.domain_area, clientArea: game.area });
    const role = await replenishRole(tenantId, game, user, body, area);
    const method = await methodFor(tenantId, body, area);
    assertMethodFits(endpoint, method, body, link);

    const waiting = await deps.replenish.waitingOrder(link);
    if (waiting) {
      if (
        waiting.methodKey === method.methodKey &&
        waiting.endpoint === endpoint &&
        waiting.payUrl
      ) {
        return { billing_no: waiting.billingNo, url: waiting.payUrl };
      }
      throw deps.replenish.underWay(waiting, deps.now());
    }
    const provider = providerOf(endpoint);
    const order = await deps.orders.createOrder(
      newReplenishOrderInput({
        ...{ ctx, endpoint, game, user, role, area, link, method, body },
        providerKey: provider.key,
      }),
      { reserve: (tx, row) => deps.replenish.reserve(tx, link, row, user) },
    );
    return startPayment(withPayer(ctx, method, body), endpoint, provider, order, method);
  }

  return {
    async pay(
      ctx: PayContext,
      endpoint: PayEndpoint,
      game: GameRow,
      user: AuthUser,
      body: PayRequest,
      /** A top-up by player id (decision 0038): user is the character's account, not a login. */
      guest?: GuestPay,
    ): Promise<PayResponse> {
      // First: a method no provider can take is refused before anything is looked up or written.
      const provider = providerOf(endpoint);
      if (guest && (body.replenish_id || body.coupon_code)) throw guestLoginNeeded();
      if (body.replenish_id) return payReplenishment(ctx, endpoint, game, user, body);
      const tenantId = ctx.tenant.id;
      await deps.assertMayPurchase(tenantId, user.suid);
      const area = resolveArea(ctx.tenant, { domainArea: body.domain_area, clientArea: game.area });
      const role = await deps.gateway.findRole(tenantId, game.gameCode, body.role_id);
      if (!role || role.suid !== user.suid || role.serverId !== body.server_id) {
        throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      }
      // The price is the one of the server's area; a request resolved elsewhere buys nothing.
      assertServerInArea(role, area);
      const currency = defaultCurrency(ctx.tenant, area);
      const product = await deps.repo.pricedProduct(
        tenantId,
        game.gameCode,
        body.product_id,
        currency,
      );
      if (!product) throw new AppError(ResultCode.BadRequest, unknownProductMessage);
      // A guest's unpaid order would hold the owner's purchase-limit slot: logged-in goods only.
      if (guest && product.isLimit) throw guestLoginNeeded();

      const method = await methodFor(tenantId, body, area);
      assertMethodFits(endpoint, method, body, { amountMinor: product.amountMinor, currency });
      // The discounted price is the server's; the coupon is reserved with the order insert.
      const coupon = body.coupon_code
        ? await deps.coupons.priceWith(ctx, {
            suid: user.suid,
            code: body.coupon_code,
            priceMinor: product.amountMinor,
            productIsCoupon: product.isCoupon,
            methodOpen: method.openCoupon,
          })
        : null;

      const input = newOrderInput({
        ...{ ctx, endpoint, game, user, role, area, currency, product, method, body, coupon },
        providerKey: provider.key,
      });
      const order = await deps.orders.createOrder(
        guest ? { ...input, meta: { ...input.meta, ...guestOrderMeta(guest) } } : input,
        {
          reserve: async (tx, row) => {
            if (guest && (await findOffer(tx, row.tenantId, row.productId))) {
              throw guestLoginNeeded();
            }
            await reserveOffer(tx, row);
            if (product.isLimit) {
              const { productId, gameCode, roleId, suid, createdAt } = row;
              await enforceLimit(tx, {
                tenantId,
                gameCode,
                productId,
                roleId,
                suid,
                at: createdAt,
              });
            }
            // Player-set caps count the order as priced (after the coupon), under their lock.
            const at = row.createdAt;
            const { amountMinor } = row;
            await enforceSpendingCaps(tx, {
              tenant: ctx.tenant,
              suid: user.suid,
              currency,
              at,
              amountMinor,
            });
            if (!coupon) return;
            const q = { tenantId, suid: user.suid, code: coupon.code, billingNo: row.billingNo };
            if (!(await reserveCoupon(tx, { ...q, at: deps.now() }))) throw illegalCoupon();
          },
        },
      );

      return startPayment(withPayer(ctx, method, body), endpoint, provider, order, method);
    },
  };
}

export type PayService = ReturnType<typeof createPayService>;
