import { describe, expect, it } from 'vitest';
import { defaultWebDistDir, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      logLevel: 'info',
      webDistDir: defaultWebDistDir,
      redisUrl: undefined,
      seedDemo: true,
      trustProxy: false,
    });
    expect(defaultWebDistDir.endsWith('/apps/web/dist')).toBe(true);
  });

  it('parses set values, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      seedDemo: false,
      trustProxy: 2,
      redisUrl: undefined,
      logLevel: 'warn',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reports every bad field on its own line', () => {
    let message = '';
    try {
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        REDIS_URL: 'http://redis',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n').sort()).toEqual([
      'DATABASE_URL: expected a postgres:// or postgresql:// URL',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent',
      'PORT: expected a number between 1 and 65535',
      'REDIS_URL: expected a redis:// or rediss:// URL',
      'SEED_DEMO: expected true or false',
    ]);
  });

  it('reads the issue 28 settings: request timeout, token lifetime, private game server URLs', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      consoleTokenTtlDays: 90,
      gameGatewayPrivateUrls: false,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '10000',
        CONSOLE_TOKEN_TTL_DAYS: '30',
        GAME_GATEWAY_PRIVATE_URLS: 'true',
      }),
    ).toMatchObject({
      requestTimeoutMs: 10_000,
      consoleTokenTtlDays: 30,
      gameGatewayPrivateUrls: true,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /^REQUEST_TIMEOUT_MS: expected whole milliseconds \(1000-600000\)$/,
    );
    expect(() => loadConfig({ CONSOLE_TOKEN_TTL_DAYS: '0' })).toThrow(
      /^CONSOLE_TOKEN_TTL_DAYS: expected a whole number of days \(1-3650\)$/,
    );
  });

  it('reads the dependency timeouts, with defaults that answer before a 30 s proxy timeout', () => {
    expect(loadConfig({})).toMatchObject({
      dbStatementTimeoutMs: 8_000,
      dbQueryTimeoutMs: 10_000,
      dbConnectTimeoutMs: 5_000,
      dbIdleTimeoutMs: 30_000,
      redisCommandTimeoutMs: 500,
      redisConnectTimeoutMs: 1_000,
    });
    expect(
      loadConfig({
        DB_STATEMENT_TIMEOUT_MS: '1000',
        DB_QUERY_TIMEOUT_MS: '1500',
        DB_CONNECT_TIMEOUT_MS: '800',
        REDIS_CMD_TIMEOUT_MS: '200',
      }),
    ).toMatchObject({
      dbStatementTimeoutMs: 1_000,
      dbQueryTimeoutMs: 1_500,
      dbConnectTimeoutMs: 800,
      redisCommandTimeoutMs: 200,
    });
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '8s' })).toThrow(
      /^DB_STATEMENT_TIMEOUT_MS: expected whole milliseconds \(100-600000\)$/,
    );
    expect(() => loadConfig({ REDIS_CMD_TIMEOUT_MS: '0' })).toThrow(
      /^REDIS_CMD_TIMEOUT_MS: expected whole milliseconds/,
    );
    // A client timeout at or under the statement timeout would drop healthy slow statements'
    // connections before the server could cancel them cleanly.
    expect(() =>
      loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5000', DB_QUERY_TIMEOUT_MS: '5000' }),
    ).toThrow(/^DB_QUERY_TIMEOUT_MS: expected more than DB_STATEMENT_TIMEOUT_MS \(5000\)$/);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      /^PORT: expected a number between 1 and 65535$/,
    );
  });
  it('takes the sandbox URLs and the pay caps from the environment, never from a request', () => {
    expect(loadConfig({})).toMatchObject({
      paymentSandboxUrl: 'http://127.0.0.1:8080',
      paymentSandboxPublicUrl: undefined,
      maxUnpaidOrders: 10,
      payRateLimit: 10,
    });
    expect(
      loadConfig({
        PORT: '9000',
        SANDBOX_PUBLIC_URL: 'https://pay-sandbox.example/ignored/path',
        MAX_UNPAID_ORDERS: '3',
        PAY_RATE_LIMIT: '5',
      }),
    ).toMatchObject({
      paymentSandboxUrl: 'http://127.0.0.1:9000',
      paymentSandboxPublicUrl: 'https://pay-sandbox.example',
      maxUnpaidOrders: 3,
      payRateLimit: 5,
    });
    expect(() => loadConfig({ PAYMENT_SANDBOX_URL: 'ftp://x', MAX_UNPAID_ORDERS: '0' })).toThrow(
      /MAX_UNPAID_ORDERS: expected a whole number \(1-10000\)\nPAYMENT_SANDBOX_URL: expected an http\(s\) URL/,
    );
  });

  it('reads the provider variables by their pattern, one line per bad one', () => {
    expect(() =>
      loadConfig({ PAY_MODE_PAYPAL: 'sandbox', PAY_SECRET_PAYPAL_WATT: 'x'.repeat(16) }),
    ).not.toThrow();
    expect(() => loadConfig({ PAY_MODE_PAYPAL: 'live', PAY_SECRET_ADYEN_KO: 'short' })).toThrow(
      /^PAY_MODE_PAYPAL: expected sandbox .*\nPAY_SECRET_ADYEN_KO: expected at least 16 characters$/,
    );
  });

  it('reads extra CSP sources and the HSTS max-age', () => {
    expect(loadConfig({})).toMatchObject({
      cspImgSrc: [],
      cspConnectSrc: [],
      cspScriptSrc: [],
      hstsMaxAge: 31_536_000,
    });
    const config = loadConfig({
      CSP_IMG_SRC: 'https://cdn.example, https://*.img.example',
      CSP_CONNECT_SRC: 'https://collect.example:8443',
      CSP_SCRIPT_SRC: 'https:',
      HSTS_MAX_AGE: '0',
    });
    expect(config).toMatchObject({
      cspImgSrc: ['https://cdn.example', 'https://*.img.example'],
      cspConnectSrc: ['https://collect.example:8443'],
      cspScriptSrc: ['https:'],
      hstsMaxAge: 0,
    });
  });

  it.each([
    ['CSP_SCRIPT_SRC', "'unsafe-inline'"],
    ['CSP_IMG_SRC', 'https://cdn.example; script-src *'],
    ['CSP_CONNECT_SRC', '*'],
    ['CSP_CONNECT_SRC', 'https://cdn.example/path'],
    ['HSTS_MAX_AGE', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const secret = 's'.repeat(32);

  it('turns the demo off: no seed, no chaos, no sandbox or demo game', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      nodeEnv: 'production',
      seedDemo: false,
      sandboxCallbackChaos: false,
      demoFeatures: false,
    });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoFeatures: true });
    expect(loadConfig({ NODE_ENV: 'test' }).demoFeatures).toBe(true);
  });

  it('refuses every demo-only setting with one line each', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        SANDBOX_CALLBACK_CHAOS: 'yes',
        PAYMENT_SANDBOX_SECRET: secret,
        SANDBOX_PUBLIC_URL: 'https://sandbox.example',
      }),
    ).toThrow(
      new Error(
        [
          'SEED_DEMO: demo-only, refused with NODE_ENV=production (a staging shop sets ALLOW_DEMO_IN_PRODUCTION=true)',
          'PAYMENT_SANDBOX_SECRET: demo-only, refused with NODE_ENV=production (a staging shop sets ALLOW_DEMO_IN_PRODUCTION=true)',
          'SANDBOX_PUBLIC_URL: demo-only, refused with NODE_ENV=production (a staging shop sets ALLOW_DEMO_IN_PRODUCTION=true)',
          'SANDBOX_CALLBACK_CHAOS: demo-only, refused with NODE_ENV=production (a staging shop sets ALLOW_DEMO_IN_PRODUCTION=true)',
        ].join('\n'),
      ),
    );
    // Saying no to the demo is the production value.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('a staging shop allows the demo and then needs the sandbox secret', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true', SEED_DEMO: 'true' }),
    ).toThrow(
      /^PAYMENT_SANDBOX_SECRET: required with NODE_ENV=production and ALLOW_DEMO_IN_PRODUCTION=true \(the sandbox is on\)$/,
    );
    const staging = loadConfig({
      NODE_ENV: 'production',
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      SEED_DEMO: 'true',
      PAYMENT_SANDBOX_SECRET: secret,
    });
    expect(staging).toMatchObject({
      demoFeatures: true,
      seedDemo: true,
      sandboxCallbackChaos: false,
    });
  });
});
