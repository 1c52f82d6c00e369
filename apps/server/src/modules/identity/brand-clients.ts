import type { LoginMethod } from '@topup/contracts/auth';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { z } from 'zod';
import {
  DEMO_APPLE_KEY_ID,
  DEMO_APPLE_TEAM_ID,
  demoAppleKey,
  demoClientSecret,
} from './demo-secrets.ts';

/** Sign in with Apple: the team, the key's id and the key (PKCS#8 PEM, or a JWK in demo mode). */
export type AppleKey = {
  teamId: string;
  keyId: string;
  privateKey: string | Record<string, string>;
};
/** X: OAuth 1.0a consumer key and secret. */
export type XConsumer = { consumerKey: string; consumerSecret: string };

export type BrandLogin = {
  google?: { clientId: string; secret: string };
  apple?: { clientId: string; key: AppleKey };
  huawei?: { clientId: string; secret: string };
  facebook?: { clientId: string; secret: string };
  vk?: { clientId: string };
  twitter?: { clientId: string; consumer: XConsumer };
};

const appleSchema = z.object({
  teamId: z.string().min(1),
  keyId: z.string().min(1),
  privateKey: z.string().includes('PRIVATE KEY'),
});
const xSchema = z.object({ consumerKey: z.string().min(1), consumerSecret: z.string().min(1) });
const huaweiSchema = z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) });

/** `LOGIN_SECRET_<PROVIDER>_<TENANTID>`, upper-case. */
export function loginSecretEnvName(tenantId: string, method: LoginMethod): string {
  return `LOGIN_SECRET_${method}_${tenantId}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

function json<T>(name: string, raw: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`${name}: expected JSON (README 'Third-party login')`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`${name}: missing or invalid ${fields}`);
  }
  return parsed.data;
}

/**
 * What one brand can offer at each provider: the public ids from the tenant file (SPEC §1), the
 * secrets from LOGIN_SECRET_<PROVIDER>_<TENANT>, or with the local identity provider (`demoMaster`
 * set) the secrets it shares with the shop. A provider without its id or secret is not offered.
 * Huawei's app id is not in the tenant files: its LOGIN_SECRET_HUAWEI_<TENANT> JSON carries both.
 */
export function brandLogin(
  tenant: Tenant,
  demoMaster: string | null,
  env: NodeJS.ProcessEnv = process.env,
): BrandLogin {
  const s = tenant.social;
  const secretOf = (method: LoginMethod) => {
    const name = loginSecretEnvName(tenant.id, method);
    const raw = env[name]?.trim();
    return { name, raw: raw || null };
  };
  const demo = (method: LoginMethod) =>
    demoMaster ? demoClientSecret(demoMaster, tenant.id, method) : null;
  const out: BrandLogin = {};

  if (s.googleId) {
    const secret = secretOf('google').raw ?? demo('google');
    if (secret) out.google = { clientId: s.googleId, secret };
  }
  if (s.facebookId) {
    const secret = secretOf('facebook').raw ?? demo('facebook');
    if (secret) out.facebook = { clientId: s.facebookId, secret };
  }
  // VK ID's code exchange uses PKCE, not a secret (public client).
  if (s.vkId) out.vk = { clientId: s.vkId };
  if (s.appleId) {
    const { name, raw } = secretOf('apple');
    if (raw) out.apple = { clientId: s.appleId, key: json(name, raw, appleSchema) };
    else if (demoMaster) {
      out.apple = {
        clientId: s.appleId,
        key: {
          teamId: DEMO_APPLE_TEAM_ID,
          keyId: DEMO_APPLE_KEY_ID,
          privateKey: demoAppleKey(demoMaster, tenant.id) as Record<string, string>,
        },
      };
    }
  }
  if (s.twitterRedirectPage) {
    const { name, raw } = secretOf('twitter');
    const consumer = raw
      ? json(name, raw, xSchema)
      : demoMaster
        ? { consumerKey: `demo-x-${tenant.id}`, consumerSecret: demo('twitter')! }
        : null;
    if (consumer) out.twitter = { clientId: consumer.consumerKey, consumer };
  }
  {
    const { name, raw } = secretOf('huawei');
    if (raw) {
      const h = json(name, raw, huaweiSchema);
      out.huawei = { clientId: h.clientId, secret: h.clientSecret };
    } else if (demoMaster) {
      out.huawei = { clientId: `demo-huawei-${tenant.id}`, secret: demo('huawei')! };
    }
  }
  return out;
}
