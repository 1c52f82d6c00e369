import type { TenantInput } from '../tenant-schema.ts';

export const dragon: TenantInput = {
  id: 'dragon',
  title: 'Dragon Saga Payment',
  icon: '/brands/dragon.svg',
  brandColor: '#c0392b',
  hosts: {
    production: ['pay.dragon-saga.example'],
    demo: ['demo-pay.dragon-saga.example'],
  },
  backupHosts: ['https://pay2.dragon-saga.example', 'https://pay3.dragon-edge.example'],
  dataGateway: 'https://dc.dragon-saga.example',
  analytics: {
    appIds: { ga4: 'G-DRGN4X8T1L', datahub: 'dragon-pay-web' },
    eventIds: { login: 'dragon_login', purchase: 'dragon_pay_success', pageView: 'dragon_view' },
  },
  links: {
    privacy: { default: 'https://www.dragon-saga.example/privacy-policy' },
    agreement: { default: 'https://www.dragon-saga.example/user-agreement' },
  },
  copyright: '© 2026 Dragon Saga Interactive Pte. Ltd. All rights reserved.',
  company: {
    legalName: 'Dragon Saga Interactive Pte. Ltd.',
    address: '71 Robinson Road, #14-01, Singapore 068895',
  },
  support: { url: 'https://support.dragon-saga.example' },
  games: [
    {
      code: 'dragon-saga',
      name: 'Dragon Saga',
      gpId: 201,
      logo: '/games/dragon-saga.svg',
      clients: {
        android: { clientId: '12101', area: 'dragon' },
        ios: { clientId: '12102', area: 'dragon' },
        web: { clientId: '12103', area: 'dragon' },
      },
    },
    {
      code: 'wyrm-tactics',
      name: 'Wyrm Tactics',
      gpId: 202,
      logo: '/games/wyrm-tactics.svg',
      clients: {
        android: { clientId: '12201', area: 'dragon' },
        ios: { clientId: '12202', area: 'dragon' },
        web: { clientId: '12203', area: 'dragon' },
      },
    },
  ],
  social: {
    googleId: '502118734-dragon.apps.googleusercontent.example',
    facebookId: '902345117760342',
    appleId: 'example.dragon-saga.signin',
    loginClientId: 200,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['dragon'],
  currencies: { default: 'USD' },
  defaultLanguage: 'en',
  languages: ['en', 'zh-cn', 'zh-tw', 'th', 'vi'],
  timeZone: 'Asia/Kuala_Lumpur',
  vip: true,
  repeatPayment: 'refund',
};
