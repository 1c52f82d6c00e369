import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { referenceGamePort, referenceGameSecret } from './e2e/support/reference-game-port.ts';
import { E2E_STAFF_API_TOKEN } from './e2e/support/staff-token.ts';

// E2E runs against the built app served exactly as `npm start` serves it, on a fresh embedded
// database, driving Debian's Chromium (never a downloaded browser). The server runs as a staging
// shop: production mode with the demo explicitly allowed (docs/decisions/0016), so the journeys
// see production's settings and still have the demo accounts, sandbox and demo game.
const port = Number(process.env.E2E_PORT ?? 8099);
const dataDir = mkdtempSync(join(tmpdir(), 'topup-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      // Seeding a fresh database takes seconds on an idle machine and over a minute on a busy one.
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEMO_IN_PRODUCTION: 'true',
        SEED_DEMO: 'true',
        // Production with the sandbox on requires its secret; one per run is enough.
        PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
        // The staff endpoint's token (e2e/replenish.spec.ts creates its links through it).
        STAFF_API_TOKEN: E2E_STAFF_API_TOKEN,
        // The local identity provider (production leaves it off unless set): third-party login
        // runs against it (e2e/social-login.spec.ts).
        DEMO_IDP: 'true',
        // A delivery the reference game refuses twice is parked for support to replay
        // (e2e/game-server-http.spec.ts); the demo game never refuses.
        RELAY_MAX_ATTEMPTS: '2',
        // The reference game server listens on this machine's loopback, which production refuses
        // as a game server URL unless allowed (issue 28).
        GAME_GATEWAY_PRIVATE_URLS: 'true',
        // coolgame's tracker says "delayed" after 8 s and its make-good settles after 25 s
        // (e2e/make-good.spec.ts); no other journey buys on coolgame.
        DEMO_DELIVERY_SECONDS: 'coolgame:8:25',
      },
    },
    // The reference game server, for e2e/game-server-http.spec.ts (staff point one brand's game
    // at it over the staff API); its port is derived from the shop's (e2e/support/reference-game.ts).
    {
      command: 'npx tsx examples/game-server/main.ts --debug',
      port: referenceGamePort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        GAME_SECRET: referenceGameSecret,
        PORT: String(referenceGamePort),
      },
    },
  ],
  metadata: { port },
});
