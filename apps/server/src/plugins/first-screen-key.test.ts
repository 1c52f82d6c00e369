import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Boot } from '@topup/contracts/boot';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { firstScreenPage } from './first-screen-key.ts';

// The goods page's cache key (issue 28 item 12): what changes the page, nothing else.
const watt = loadTenants().find((t) => t.id === 'watt')!;
const boot = { tenant: watt, demo: false } as unknown as Boot<Tenant>;
const pageOf = (url: string, headers: Record<string, string> = {}) =>
  firstScreenPage(
    {
      url,
      protocol: 'http',
      headers: { host: 'watt.localhost:8080', ...headers },
    } as FastifyRequest,
    boot,
  );

describe('firstScreenPage', () => {
  it('leaves out what the anonymous page does not read, and keeps its order of no account', () => {
    const plain = pageOf('/selectGoods?client_id=11103&domain_area=universal');
    const noisy = pageOf(
      '/selectGoods?utm=1&domain_area=universal&fbclid=x&role_id=9&oauth_token=t&client_id=11103',
    );
    expect(noisy.key).toBe(plain.key);
    expect(noisy.url).toBe(plain.url);
    expect(plain.url).toBe(
      'http://watt.localhost:8080/selectGoods?client_id=11103&domain_area=universal',
    );
  });

  it('keys the language the page comes in, not the header that asked for it', () => {
    const a = pageOf('/selectGoods', { 'accept-language': 'xx-YY,ar;q=0.9' });
    const b = pageOf('/selectGoods', { 'accept-language': 'ar-EG' });
    expect(a.lang).toBe('ar');
    expect(a.key).toBe(b.key);
    expect(pageOf('/selectGoods?spec_lang=AR', { 'accept-language': 'en' }).lang).toBe('ar');
    // A language the brand does not offer falls back as the web app's would.
    const klingon = pageOf('/selectGoods', { 'accept-language': 'tlh' });
    expect(klingon.lang).toBe(watt.defaultLanguage);
  });

  it('one entry for every area the brand does not have, and none for a malformed game', () => {
    expect(pageOf('/selectGoods?domain_area=atlantis').key).toBe(
      pageOf('/selectGoods?domain_area=mars').key,
    );
    expect(pageOf('/selectGoods?domain_area=atlantis').url).toContain('domain_area=none');
    expect(pageOf(`/selectGoods?client_id=${'%3C'.repeat(40)}`).key).toBe(
      pageOf('/selectGoods').key,
    );
    expect(pageOf('/selectGoods?client_id=11103').key).not.toBe(pageOf('/selectGoods').key);
  });
});
