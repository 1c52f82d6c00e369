// The server's module map (ADR 0042, ARCHITECTURE.md "The server's module map"): its folders
// from the lowest layer up. A folder may import only folders listed before it (its own layer's
// earlier folders or a lower layer), so no two folders import each other and no import loop can
// form. .dependency-cruiser.mjs turns this list into lint rules; scripts/module-map.mjs prints
// the graph. To add an import that points up the list, move the importer above the imported
// folder; if that would close a loop, move the shared piece down (to the lower module or lib/)
// or let the higher module fill a hook or registry that the lower one owns.
// Names: `kernel` is src/*.ts (config, context), `app` is app.ts and main.ts, the other names
// are src/<name>/ for the top-level folders below and src/modules/<name>/ for the rest.
export const topLevelFolders = ['lib', 'i18n', 'db', 'games', 'plugins', 'cli'];

export const serverLayers = [
  // Config, clock, db client and tables, request plugins, helpers: no module below them.
  { layer: 'kernel', folders: ['lib', 'i18n', 'kernel', 'db', 'plugins', 'games'] },
  // What every feature reads: the storefront's boot data, tenants, the catalog, players; and
  // sandbox-gateway's absent routes (the gateway itself is the demo workspace's).
  {
    layer: 'foundation',
    folders: ['health', 'sandbox-gateway', 'boot', 'tracking', 'catalog', 'accounts'],
  },
  // The order lifecycle and the hooks the features fill.
  { layer: 'orders', folders: ['orders'] },
  {
    layer: 'features',
    folders: [
      'vip',
      'activity',
      'config',
      'daily-rewards',
      'spending-caps',
      'limits',
      'third-gifts',
      'offers',
      'replenish',
      'account-blocks',
      'game-gateways',
      'client-errors',
      'coupons',
      'promotions',
    ],
  },
  // Checkout, and the ways to pay that build on it: a guest's ticket (player-id), prepaid cards
  // and gift cards (orders born paid through the pay flow's pieces).
  { layer: 'payments', folders: ['payments', 'player-id', 'cards', 'gift-cards'] },
  { layer: 'identity', folders: ['identity'] },
  // The console, and the console's picture uploads (they guard and audit as the console does).
  { layer: 'console', folders: ['console', 'media', 'cli'] },
  // The demo world is the workspace packages/demo (ADR 0043), outside this map: the server loads
  // it by one dynamic import (demo-world.ts); .dependency-cruiser.mjs forbids any other import.
  { layer: 'app', folders: ['app'] },
];

/** The path (relative to the repository root) pattern of a folder's runtime files. */
export function folderPattern(name) {
  if (name === 'kernel') return '^apps/server/src/(?!app\\.ts$|main\\.ts$)[^/]+\\.ts$';
  if (name === 'app') return '^apps/server/src/(app|main)\\.ts$';
  if (topLevelFolders.includes(name)) return `^apps/server/src/${name}/`;
  return `^apps/server/src/modules/${name}/`;
}

/** The folder a file (path relative to the repository root) belongs to, or null outside src. */
export function folderOf(path) {
  const match = /^apps\/server\/src\/(.*)$/.exec(path);
  if (!match) return null;
  const parts = match[1].split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  if (parts.length === 1) return ['app.ts', 'main.ts'].includes(parts[0]) ? 'app' : 'kernel';
  return parts[0];
}
