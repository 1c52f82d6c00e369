import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// The variables of the observability part (decision 0013), apart from config.test.ts.
describe('observability configuration', () => {
  it('serves no metrics port unless asked, on the loopback by default', () => {
    const config = loadConfig({});
    expect(config.metricsPort).toBeUndefined();
    expect(config.metricsHost).toBe('127.0.0.1');
    expect(config.clientErrorsKeep).toBe(10_000);
    expect(loadConfig({ METRICS_PORT: '9091', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9091,
      metricsHost: '0.0.0.0',
    });
  });

  it('refuses a metrics port that is not a port or is the public one, and a tiny report store', () => {
    expect(() => loadConfig({ METRICS_PORT: 'abc' })).toThrow(
      'METRICS_PORT: expected a number between 1 and 65535',
    );
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: expected a port other than PORT (8080)',
    );
    expect(() => loadConfig({ CLIENT_ERRORS_KEEP: '5' })).toThrow('CLIENT_ERRORS_KEEP');
  });
});
