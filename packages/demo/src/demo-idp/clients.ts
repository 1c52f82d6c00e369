import type { LoginMethod } from '@topup/contracts/auth';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { brandLogin } from '@topup/server/modules/identity/brand-clients';

export type DemoClient = {
  tenantId: string;
  clientId: string;
  secret: string | null;
  /** Apple: the brand's key (public part checks its client secret) and team. */
  apple?: { teamId: string; keyId: string; jwk: Record<string, string> };
};

/**
 * The local provider's registered apps: every brand's ids from its tenant file, with the secrets
 * it shares with the shop in demo mode (brand-clients.ts, derived from the master secret).
 */
export function demoClients(tenants: readonly Tenant[], master: string) {
  const byMethod = new Map<LoginMethod, Map<string, DemoClient>>();
  const add = (method: LoginMethod, client: DemoClient) => {
    if (!byMethod.has(method)) byMethod.set(method, new Map());
    byMethod.get(method)!.set(client.clientId, client);
  };
  for (const tenant of tenants) {
    const login = brandLogin(tenant, master, {});
    const tenantId = tenant.id;
    if (login.google) add('google', { tenantId, ...login.google });
    if (login.huawei) add('huawei', { tenantId, ...login.huawei });
    if (login.facebook) add('facebook', { tenantId, ...login.facebook });
    if (login.vk) add('vk', { tenantId, clientId: login.vk.clientId, secret: null });
    if (login.twitter) {
      add('twitter', {
        tenantId,
        clientId: login.twitter.consumer.consumerKey,
        secret: login.twitter.consumer.consumerSecret,
      });
    }
    if (login.apple && typeof login.apple.key.privateKey !== 'string') {
      const { d: _private, ...pub } = login.apple.key.privateKey;
      add('apple', {
        tenantId,
        clientId: login.apple.clientId,
        secret: null,
        apple: { teamId: login.apple.key.teamId, keyId: login.apple.key.keyId, jwk: pub },
      });
    }
  }
  return (method: LoginMethod, clientId: string): DemoClient | undefined =>
    byMethod.get(method)?.get(clientId);
}

export type DemoClientLookup = ReturnType<typeof demoClients>;
