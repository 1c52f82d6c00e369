import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBoot } from './test-boot.ts';

async function fresh() {
  vi.resetModules();
  return import('./boot.ts');
}

function injectTag(json: string) {
  const tag = document.createElement('script');
  tag.id = 'boot';
  tag.type = 'application/json';
  tag.textContent = json;
  document.head.append(tag);
}

beforeEach(() => {
  document.getElementById('boot')?.remove();
});
afterEach(() => {
  document.getElementById('boot')?.remove();
});

describe('boot', () => {
  it('getBoot throws before loadBoot resolved', async () => {
    const { getBoot } = await fresh();
    expect(() => getBoot()).toThrow(/before loadBoot/);
  });

  it('reads the injected script tag without calling the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    injectTag(JSON.stringify(testBoot({ id: 'ko' })));
    const { loadBoot, getBoot } = await fresh();
    const boot = await loadBoot();
    expect(boot.tenant.id).toBe('ko');
    expect(getBoot()).toBe(boot);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a malformed injected tenant', async () => {
    injectTag(JSON.stringify({ tenant: { id: 'x' }, demo: false }));
    const { loadBoot } = await fresh();
    await expect(loadBoot()).rejects.toThrow(/malformed/);
  });

  it('falls back to /api/tenant when the tag is absent (Vite dev)', async () => {
    const fetchSpy = vi.fn(async () =>
      Response.json({ code: 1, msg: 'ok', data: { ...testBoot(), demo: true } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { loadBoot, getBoot } = await fresh();
    await loadBoot();
    expect(fetchSpy).toHaveBeenCalledWith('/api/tenant', expect.anything());
    expect(getBoot().demo).toBe(true);
  });

  it('rejects an error envelope and tries again on the next call', async () => {
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ code: -3013, msg: 'unknown tenant', data: null }))
      .mockResolvedValueOnce(Response.json({ code: 1, msg: 'ok', data: testBoot() }));
    vi.stubGlobal('fetch', fetchSpy);
    const { loadBoot } = await fresh();
    await expect(loadBoot()).rejects.toThrow(/-3013/);
    await expect(loadBoot()).resolves.toMatchObject({ tenant: { id: 'demo' } });
  });
});
