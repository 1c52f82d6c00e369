import pino from 'pino';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { HttpTransport } from '../../../lib/http-transport.ts';
import type { MethodRow, OrderRow, PayContext } from './provider.ts';

export const testConfig = {
  paymentSandboxSecret: 'unit-test-master-secret-0123456789abcdef',
  // Where the store reaches the sandbox: configuration, distinct from the player's origin.
  paymentSandboxUrl: 'http://127.0.0.1:8080',
  paymentSandboxPublicUrl: undefined,
};
export const fixedNow = new Date('2026-03-01T12:00:00Z');
export const watt = loadTenants().find((tenant) => tenant.id === 'watt')!;

export const payContext = (origin = 'http://watt.localhost:8080'): PayContext => ({
  tenant: watt,
  demo: false,
  log: pino({ level: 'silent' }),
  origin,
});

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  const at = fixedNow;
  return {
    billingNo: 'TP2603011234567890',
    tenantId: 'watt',
    demo: false,
    suid: '10000001',
    username: 'demo',
    clientId: '11103',
    gpId: 1,
    gameCode: 'voltage-arena',
    gameName: 'Voltage Arena',
    area: 'universal',
    serverId: '1001',
    serverName: 'S1 Dawn',
    roleId: '1001011',
    roleName: 'Aria',
    productId: 'voltage-arena-diamonds-300',
    productName: '300 Diamonds',
    value: 300,
    bonus: 30,
    amountMinor: 499,
    originalAmountMinor: 499,
    currency: 'USD',
    country: 'US',
    methodKey: '10201_paypal',
    paywayId: 10201,
    channelId: 'paypal',
    familyId: 10201,
    provider: 'paypal',
    endpoint: 'pay/paypal_pay',
    couponCode: null,
    purpose: 'goods',
    ref: null,
    status: 'created',
    providerTxnId: null,
    payUrl: null,
    meta: {},
    failReason: null,
    deliveryError: null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    paidAt: null,
    deliveredAt: null,
    updatedAt: at,
    refundedMinor: 0,
    refundKind: null,
    refundClaimedAt: null,
    nextReconcileAt: null,
    reconcileAttempts: 0,
    ...overrides,
  };
}

export function methodRow(overrides: Partial<MethodRow> = {}): MethodRow {
  return {
    tenantId: 'watt',
    methodKey: '10201_paypal',
    paywayId: 10201,
    channelId: 'paypal',
    familyId: 10201,
    country: 'US',
    parentKey: null,
    name: 'PayPal',
    icon: '/pay-icons/paypal.svg',
    sort: 9,
    minMoney: 0,
    maxMoney: 0,
    description: null,
    openCoupon: false,
    payId: null,
    areas: [],
    platforms: [],
    active: true,
    ...overrides,
  };
}

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A provider API that answers from a script and records what it was sent. */
export function fakeTransport(answer: (call: Call) => { status: number; body: unknown } | Error) {
  const calls: Call[] = [];
  const transport: HttpTransport = async (url, init) => {
    const call = { url, ...init };
    calls.push(call);
    const res = answer(call);
    if (res instanceof Error) throw res;
    return { status: res.status, body: JSON.stringify(res.body) };
  };
  return { calls, transport };
}
