import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildIdentity } from './build.ts';
import { publishedEndpoints, resolveEndpoints } from './endpoints.ts';

// Facebook's Graph API versions expire about two years after release (v19.0 on 21 May 2026):
// https://developers.facebook.com/docs/graph-api/changelog/versions/
describe('Facebook Graph API version (FACEBOOK_GRAPH_VERSION)', () => {
  it('defaults to v26.0, a version Facebook still serves', () => {
    expect(loadConfig({}).facebookGraphVersion).toBe('v26.0');
    expect(publishedEndpoints.facebook).toEqual({
      dialog: 'https://www.facebook.com/v26.0/dialog/oauth',
      graph: 'https://graph.facebook.com/v26.0',
    });
  });

  it('moves the dialog and the Graph calls together', () => {
    const config = loadConfig({ FACEBOOK_GRAPH_VERSION: 'v27.0', DEMO_IDP: 'false' });
    const ends = resolveEndpoints({
      demoIdp: false,
      demoIdpUrl: config.demoIdpUrl,
      facebookGraphVersion: config.facebookGraphVersion,
    });
    expect(ends.facebook).toEqual({
      dialog: 'https://www.facebook.com/v27.0/dialog/oauth',
      graph: 'https://graph.facebook.com/v27.0',
    });
  });

  it('reaches the running adapter: the dialog URL names the configured version', () => {
    const config = loadConfig({ FACEBOOK_GRAPH_VERSION: 'v25.0', DEMO_IDP: 'false' });
    const setup = buildIdentity(
      config,
      [],
      async () => ({ status: 500, body: '' }),
      () => new Date(),
      {},
    );
    const url = setup.providers.facebook.authorizationUrl!(
      { tenantId: 'watt', clientId: '1234', secret: 's' },
      {
        redirectUri: 'https://shop.example/oauth-return.html',
        state: 's',
        nonce: 'n',
        codeChallenge: 'c',
      },
    );
    expect(url.startsWith('https://www.facebook.com/v25.0/dialog/oauth?')).toBe(true);
  });

  it('refuses something that is not a version', () => {
    expect(() => loadConfig({ FACEBOOK_GRAPH_VERSION: '19' })).toThrow(/FACEBOOK_GRAPH_VERSION/);
    expect(() => loadConfig({ FACEBOOK_GRAPH_VERSION: 'v19.0/../x' })).toThrow(
      /FACEBOOK_GRAPH_VERSION/,
    );
  });
});
