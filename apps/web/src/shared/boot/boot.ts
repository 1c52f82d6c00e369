import { BOOT_ELEMENT_ID, type Boot as BootOf } from '@topup/contracts/boot';
import type { Tenant } from '@topup/tenants/tenant-schema';

// What the server knows before the app starts: the tenant chosen from the Host and whether this is
// the demo host. Injected into index.html as <script id="boot" type="application/json">; under the
// Vite dev server the tag is absent and /api/tenant answers the same shape.
export type Boot = BootOf<Tenant>;

let boot: Boot | null = null;
let loading: Promise<Boot> | null = null;

// The server already validated the tenant with the full zod schema; shipping that schema to every
// phone would cost bundle size, so the app only checks the fields it cannot start without.
function isBoot(v: unknown): v is Boot {
  if (typeof v !== 'object' || v === null) return false;
  const { tenant, demo, errorReportUrl } = v as Record<string, unknown>;
  if (typeof demo !== 'boolean' || typeof tenant !== 'object' || tenant === null) return false;
  if (errorReportUrl != null && typeof errorReportUrl !== 'string') return false;
  const t = tenant as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.title === 'string' &&
    typeof t.defaultLanguage === 'string' &&
    Array.isArray(t.languages) &&
    Array.isArray(t.games) &&
    t.games.length > 0 &&
    Array.isArray(t.backupHosts) &&
    Array.isArray(t.areas)
  );
}

function withDefaults(b: Boot): Boot {
  return { ...b, errorReportUrl: b.errorReportUrl ?? null };
}

function fromTag(): Boot | null {
  const tag = document.getElementById(BOOT_ELEMENT_ID);
  if (!tag?.textContent) return null;
  const parsed: unknown = JSON.parse(tag.textContent);
  if (!isBoot(parsed)) throw new Error('boot: injected tenant is malformed');
  return withDefaults(parsed);
}

async function fromApi(): Promise<Boot> {
  const res = await fetch('/api/tenant', { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  const { code, msg, data } = (body ?? {}) as { code?: unknown; msg?: unknown; data?: unknown };
  if (code !== 1) throw new Error(`boot: /api/tenant answered ${String(code)} ${String(msg)}`);
  if (!isBoot(data)) throw new Error('boot: /api/tenant returned a malformed tenant');
  return withDefaults(data);
}

/** Reads the boot data once; later calls share the same promise. */
export function loadBoot(): Promise<Boot> {
  if (!loading) {
    const attempt = (async () => {
      const loaded = fromTag() ?? (await fromApi());
      boot = loaded;
      return loaded;
    })();
    // A failed load must not stick: the next call tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/** The boot data; only valid after loadBoot() resolved. */
export function getBoot(): Boot {
  if (!boot) throw new Error('getBoot() called before loadBoot() resolved');
  return boot;
}

/** The boot data if already loaded, for modules that can run before boot (e.g. error reporting). */
export function peekBoot(): Boot | null {
  return boot;
}

/** Sets the boot data directly: tests and component previews. */
export function setBoot(value: Boot | null): void {
  boot = value;
  loading = value ? Promise.resolve(value) : null;
}
