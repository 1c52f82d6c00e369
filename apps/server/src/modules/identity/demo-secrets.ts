import { createECDH, createHmac, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';

// The local identity provider and the shop's adapters share these in demo mode. Derived from
// PAYMENT_SANDBOX_SECRET (required wherever several instances share a database) so every instance
// computes the same ones; without it, random per process like the sandbox's.
let processMaster: string | undefined;

export function demoMaster(paymentSandboxSecret: string | undefined): string {
  if (paymentSandboxSecret) return paymentSandboxSecret;
  processMaster ??= randomBytes(32).toString('hex');
  return processMaster;
}

function derive(master: string, label: string): Buffer {
  return createHmac('sha256', master).update(`demo-idp:${label}`).digest();
}

/** A brand's client secret at one local provider (Google, Huawei, Facebook app secret, X). */
export function demoClientSecret(master: string, tenantId: string, method: string): string {
  return derive(master, `${tenantId}:${method}`).toString('base64url');
}

/**
 * A brand's Sign in with Apple key (P-256) for the local provider: the private scalar is derived,
 * the public point computed from it, so the shop (signing its client secret) and the local Apple
 * (checking it) agree without sharing anything but the master secret.
 */
export function demoAppleKey(master: string, tenantId: string): JWK {
  const d = derive(master, `${tenantId}:apple-key`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 || x || y
  return {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}

export const DEMO_APPLE_TEAM_ID = 'DEMOTEAM01';
export const DEMO_APPLE_KEY_ID = 'DEMOKEY001';
