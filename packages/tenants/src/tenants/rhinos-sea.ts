import type { TenantInput } from '../tenant-schema.ts';

export const rhinosSea: TenantInput = {
  id: 'rhinosSea',
  title: 'Rhinos SEA Top-up',
  icon: '/brands/rhinos-sea.svg',
  brandColor: '#0ca678',
  hosts: {
    production: ['pay.rhinos-sea.example'],
    demo: ['demo-pay.rhinos-sea.example'],
  },
  backupHosts: ['https://pay-sg.rhinos-sea.example', 'https://pay-th.rhinos-sea.example'],
  dataGateway: 'https://collector.rhinos-sea.example',
  analytics: {
    appIds: { ga4: 'G-RHSE5N3R7B', datahub: 'rhinos-sea-pay-web' },
    eventIds: { login: 'rhsea_login', purchase: 'rhsea_purchase', pageView: 'rhsea_pv' },
  },
  links: {
    privacy: { default: 'https://www.rhinos-sea.example/privacy' },
    agreement: { default: 'https://www.rhinos-sea.example/terms' },
  },
  copyright: '© 2026 Rhinos Games SEA Pte. Ltd. All rights reserved.',
  company: {
    legalName: 'Rhinos Games SEA Pte. Ltd.',
    address: '1 Fusionopolis Way, #10-10, Singapore 138632',
  },
  support: { email: 'support@rhinos-sea.example' },
  games: [
    {
      code: 'rhino-island',
      name: 'Rhino Island',
      gpId: 1501,
      logo: '/games/rhino-island.svg',
      clients: {
        android: { clientId: '25101', area: 'sea' },
        ios: { clientId: '25102', area: 'sea' },
        web: { clientId: '25103', area: 'sea' },
      },
    },
    {
      code: 'monsoon-raiders',
      name: 'Monsoon Raiders',
      gpId: 1502,
      logo: '/games/monsoon-raiders.svg',
      clients: {
        android: { clientId: '25201', area: 'sea' },
        ios: { clientId: '25202', area: 'sea' },
        web: { clientId: '25203', area: 'sea' },
      },
    },
  ],
  social: {
    googleId: '966031479-rhinossea.apps.googleusercontent.example',
    facebookId: '592817364401775',
    appleId: 'example.rhinos-sea.signin',
    loginClientId: 6000,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'all' },
  areas: ['sea'],
  currencies: { default: 'USD' },
  defaultLanguage: 'en',
  languages: ['en', 'th', 'vi', 'id', 'ms'],
  timeZone: 'Asia/Bangkok',
  vip: false,
  repeatPayment: 'refund',
};
