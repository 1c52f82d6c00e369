import type { TenantInput } from '../tenant-schema.ts';

export const spotJp: TenantInput = {
  id: 'spotJp',
  title: 'Spot Games チャージセンター',
  icon: '/brands/spot-jp.svg',
  brandColor: '#e64980',
  hosts: {
    production: ['pay.spot-jp.example'],
    demo: ['demo-pay.spot-jp.example'],
  },
  backupHosts: ['https://charge1.spot-jp.example', 'https://charge2.spot-jp.example'],
  dataGateway: 'https://log.spot-jp.example',
  analytics: {
    appIds: { ga4: 'G-SPJP4H8Q2L', datahub: 'spot-jp-pay-web' },
    eventIds: { login: 'spot_login', purchase: 'spot_purchase', pageView: 'spot_pv' },
  },
  links: {
    privacy: { default: 'https://www.spot-jp.example/privacy' },
    agreement: { default: 'https://www.spot-jp.example/terms' },
  },
  copyright: '© 2026 Spot Games Japan Inc. All rights reserved.',
  company: {
    legalName: 'Spot Games Japan Inc.',
    address: '3-1-1 Roppongi, Minato-ku, Tokyo 106-0032, Japan',
  },
  support: { email: 'support@spot-jp.example' },
  games: [
    {
      code: 'spotlight-idols',
      name: 'Spotlight Idols',
      gpId: 1301,
      logo: '/games/spotlight-idols.svg',
      clients: {
        android: { clientId: '23101', area: 'ja' },
        ios: { clientId: '23102', area: 'ja' },
        web: { clientId: '23103', area: 'ja' },
      },
    },
    {
      code: 'puzzle-spot',
      name: 'Puzzle Spot',
      gpId: 1302,
      logo: '/games/puzzle-spot.svg',
      clients: {
        android: { clientId: '23201', area: 'ja' },
        ios: { clientId: '23202', area: 'ja' },
        web: { clientId: '23203', area: 'ja' },
      },
    },
  ],
  social: {
    googleId: '744819257-spotjp.apps.googleusercontent.example',
    appleId: 'example.spot-jp.signin',
    twitterRedirectPage: 'https://pay.spot-jp.example/oauth/twitter.html',
    loginClientId: 900,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['ja'],
  currencies: { default: 'JPY' },
  defaultLanguage: 'ja',
  languages: ['ja', 'en'],
  timeZone: 'Asia/Tokyo',
  vip: false,
  repeatPayment: 'refund',
};
