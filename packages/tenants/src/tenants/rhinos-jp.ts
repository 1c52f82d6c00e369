import type { TenantInput } from '../tenant-schema.ts';

export const rhinosJp: TenantInput = {
  id: 'rhinosJp',
  title: 'Rhinos Japan チャージ',
  icon: '/brands/rhinos-jp.svg',
  brandColor: '#862e9c',
  hosts: {
    production: ['pay.rhinos-jp.example'],
    demo: ['demo-pay.rhinos-jp.example'],
  },
  backupHosts: ['https://pay-bk1.rhinos-jp.example', 'https://pay-bk2.rhinos-jp.example'],
  dataGateway: 'https://collector.rhinos-jp.example',
  analytics: {
    appIds: { ga4: 'G-RHJP2W6E9M', datahub: 'rhinos-jp-pay-web' },
    eventIds: { login: 'rhjp_login', purchase: 'rhjp_purchase', pageView: 'rhjp_pv' },
  },
  links: {
    privacy: { default: 'https://www.rhinos-jp.example/privacy' },
    agreement: { default: 'https://www.rhinos-jp.example/terms' },
  },
  copyright: '© 2026 Rhinos Games Japan G.K. All rights reserved.',
  company: {
    legalName: 'Rhinos Games Japan G.K.',
    address: '1-5-2 Higashi-Shimbashi, Minato-ku, Tokyo 105-0021, Japan',
  },
  support: { url: 'https://help.rhinos-jp.example' },
  games: [
    {
      code: 'rhino-chronicle',
      name: 'Rhino Chronicle',
      gpId: 1401,
      logo: '/games/rhino-chronicle.svg',
      clients: {
        android: { clientId: '24101', area: 'ja' },
        ios: { clientId: '24102', area: 'ja' },
        web: { clientId: '24103', area: 'ja' },
      },
    },
    {
      code: 'kawaii-rhinos',
      name: 'Kawaii Rhinos',
      gpId: 1402,
      logo: '/games/kawaii-rhinos.svg',
      clients: {
        android: { clientId: '24201', area: 'ja' },
        ios: { clientId: '24202', area: 'ja' },
        web: { clientId: '24203', area: 'ja' },
      },
    },
  ],
  social: {
    googleId: '855920368-rhinosjp.apps.googleusercontent.example',
    appleId: 'example.rhinos-jp.signin',
    loginClientId: 5000,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['ja'],
  currencies: { default: 'JPY' },
  defaultLanguage: 'ja',
  languages: ['ja', 'en', 'ko'],
  timeZone: 'Asia/Tokyo',
  vip: true,
  repeatPayment: 'refund',
};
