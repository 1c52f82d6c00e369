import type { PayRequest } from '@topup/contracts/payments';
import type { DevicePlatform } from '../../../shared/platform/device-platform.ts';
import type { OrderSelection } from '../../../shared/storage/order-selection.ts';
import type { SubMethod } from '../../pay-methods/listing-rules.ts';

// The common payload of every pay endpoint (SPEC §7), built from what the player chose. Prices are
// never sent: the server prices the product itself.
export type PayEnvironment = {
  /** The page language, e.g. 'zh-cn'. */
  lang: string;
  /** SPEC §7 platform: what the browser runs on (Apple Pay is paid only from ios). */
  platform: DevicePlatform;
  /** idfv: the device id every request carries. */
  did: string;
  sessionId: string;
  /** When the visit's session began, unix seconds. */
  sessionTime: number;
  trafficSource?: string;
  /** area_id from the game's link. */
  areaId?: string;
  token?: string;
};

export type PayInput = {
  clientId: string;
  area: string | undefined;
  selection: OrderSelection;
  method: SubMethod;
  country: string;
  env: PayEnvironment;
};

/** 'zh-cn' -> 'zh-CN': the BCP 47 spelling providers expect. */
export function bcp47(lang: string): string {
  const [base = '', region] = lang.split('-');
  return region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
}

type CommonInput = Pick<PayInput, 'area' | 'method' | 'country' | 'env'>;

/** What every payment sends besides what is paid for: the visit, the language and the method. */
export function commonFields({ area, method, country, env }: CommonInput) {
  return {
    platform: env.platform,
    domain_area: area,
    bcp47_lang: bcp47(env.lang),
    spec_lang: env.lang,
    country,
    did: env.did,
    session_id: env.sessionId,
    session_time: env.sessionTime,
    traffic_source: env.trafficSource,
    areaId: env.areaId,
    payway_id: method.payway_id,
    // Providers read one or the other (SPEC §7); both name the same channel.
    channel_id: method.channel_id,
    channel: method.channel_id,
    pay_id: method.pay_id || undefined,
    oauth_token: env.token,
  } satisfies Partial<PayRequest>;
}

/** Null when server, role or goods is missing: there is nothing to pay for yet. */
export function buildPayPayload(input: PayInput): PayRequest | null {
  const { selection } = input;
  // The role's own server, which may differ from the one a game link named.
  const serverId = selection.realServer ?? selection.server?.value;
  const roleId = selection.role?.value;
  const productId = selection.goods?.value;
  if (!serverId || !roleId || !productId) return null;
  return {
    client_id: input.clientId,
    server_id: serverId,
    role_id: roleId,
    product_id: productId,
    ...commonFields(input),
  };
}

export type ReplenishPayInput = {
  /** The link's game (rp_client_id): the token is bound to its game product. */
  clientId: string;
  replenishId: string;
  area: string | undefined;
  method: SubMethod;
  country: string;
  env: PayEnvironment;
};

/**
 * A make-up payment (SPEC §2 /replenishGoods): the link instead of goods, server and role. The
 * server charges the link's amount; no coupon applies.
 */
export function buildReplenishPayload(input: ReplenishPayInput): PayRequest {
  return {
    client_id: input.clientId,
    replenish_id: input.replenishId,
    // The goods fields stay empty: the server reads the link.
    server_id: '',
    role_id: '',
    product_id: '',
    ...commonFields(input),
  };
}
