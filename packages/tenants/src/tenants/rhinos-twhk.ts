import type { TenantInput } from '../tenant-schema.ts';

export const rhinosTwhk: TenantInput = {
  id: 'rhinosTwhk',
  title: 'Rhinos 港台儲值',
  icon: '/brands/rhinos-twhk.svg',
  brandColor: '#5c940d',
  hosts: {
    production: ['pay.rhinos-twhk.example'],
    demo: ['demo-pay.rhinos-twhk.example'],
  },
  backupHosts: ['https://pay-tw.rhinos-twhk.example', 'https://pay-hk.rhinos-twhk.example'],
  dataGateway: 'https://dc.rhinos-twhk.example',
  analytics: {
    appIds: { ga4: 'G-RHTW3D7K9A', datahub: 'rhinos-twhk-pay-web' },
    eventIds: { login: 'rtw_login', purchase: 'rtw_purchase', pageView: 'rtw_pv' },
  },
  links: {
    privacy: { default: 'https://www.rhinos-twhk.example/privacy' },
    agreement: { default: 'https://www.rhinos-twhk.example/service-terms' },
  },
  copyright: '© 2026 Rhinos Games Taiwan Ltd. All rights reserved.',
  company: {
    legalName: 'Rhinos Games Taiwan Ltd.',
    address: '12F, No. 100, Songren Rd., Xinyi Dist., Taipei City 110, Taiwan',
  },
  support: { email: 'support@rhinos-twhk.example' },
  games: [
    {
      code: 'rhino-rumble',
      name: 'Rhino Rumble',
      gpId: 1101,
      logo: '/games/rhino-rumble.svg',
      clients: {
        android: { clientId: '21101', area: 'twhk' },
        ios: { clientId: '21102', area: 'twhk' },
        web: { clientId: '21103', area: 'twhk' },
      },
    },
    {
      code: 'jade-warriors',
      name: 'Jade Warriors',
      gpId: 1102,
      logo: '/games/jade-warriors.svg',
      clients: {
        android: { clientId: '21201', area: 'twhk' },
        ios: { clientId: '21202', area: 'twhk' },
        web: { clientId: '21203', area: 'twhk' },
      },
    },
  ],
  social: {
    googleId: '522697035-rhinostwhk.apps.googleusercontent.example',
    facebookId: '813026475590128',
    appleId: 'example.rhinos-twhk.signin',
    loginClientId: 800,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['twhk'],
  currencies: { default: 'TWD' },
  defaultLanguage: 'zh-tw',
  languages: ['zh-tw', 'zh-cn', 'en'],
  timeZone: 'Asia/Taipei',
  vip: true,
  repeatPayment: 'refund',
};
