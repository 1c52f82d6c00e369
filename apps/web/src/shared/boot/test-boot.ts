import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Boot } from './boot.ts';

// A minimal tenant for tests of browser modules; only the fields they read matter.
export function testBoot(overrides: Partial<Tenant> = {}): Boot {
  const tenant = {
    id: 'demo',
    title: 'Demo',
    defaultLanguage: 'en',
    languages: ['en', 'ja'],
    games: [
      { code: 'demo', name: 'Demo', gpId: 7, clients: { web: { clientId: '1', area: 'eru' } } },
    ],
    backupHosts: [],
    areas: ['eru'],
    readsUtm: false,
    company: { legalName: 'Demo Games Ltd.', address: '1 Example Street, Example City 1000' },
    support: { email: 'help@demo.example' },
    ...overrides,
  } as unknown as Tenant;
  return { tenant, demo: false, errorReportUrl: null };
}
