import { isDropIn, payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';

// Which pay endpoint (SPEC §7) a method's family goes to. Several endpoints accept a family (MyCard
// billing also goes through card_pay/card_info, NaverPay also has a Korean variant); the first
// listed is the one for paying from the recharge sheet, the others belong to the card flow.
const order = Object.keys(payEndpoints) as PayEndpoint[];
const CARD_FLOW: readonly PayEndpoint[] = ['pay/card_pay', 'pay/card_info'];

export function endpointFor(familyId: number): PayEndpoint | null {
  const accepts = (e: PayEndpoint) =>
    (payEndpoints[e].families as readonly number[]).includes(familyId);
  return order.find((e) => accepts(e) && !CARD_FLOW.includes(e)) ?? order.find(accepts) ?? null;
}

/** The URL path of an endpoint: /api/pay/… or /api/kr_pay/…. */
export function endpointPath(endpoint: PayEndpoint): string {
  return `/api/${endpoint}`;
}

/** Paid through the Korean payment providers' own script (kr_pay endpoints). */
export function isKrEndpoint(endpoint: PayEndpoint): boolean {
  return endpoint.startsWith('kr_pay/');
}

/** Paid inside a separately loaded component instead of a new window (SPEC §7). */
export function paysInDropIn(m: { family_id: number; payway_id: number }): boolean {
  return isDropIn(m.family_id, m.payway_id);
}
