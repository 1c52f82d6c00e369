import type { TenantInput } from '../tenant-schema.ts';

export const joyage: TenantInput = {
  id: 'joyage',
  title: 'JoyAge Top-up',
  icon: '/brands/joyage.svg',
  brandColor: '#e8590c',
  hosts: {
    production: ['pay.joyage.example'],
    demo: ['demo-pay.joyage.example'],
  },
  backupHosts: ['https://pay-1.joyage-net.example', 'https://pay-2.joyage-net.example'],
  dataGateway: 'https://beacon.joyage.example',
  analytics: {
    appIds: { ga4: 'G-JYAG6C4N1S', datahub: 'joyage-pay-web' },
    eventIds: { login: 'ja_evt_login', purchase: 'ja_evt_purchase', pageView: 'ja_evt_page' },
  },
  links: {
    privacy: {
      default: 'https://www.joyage.example/privacy',
      hk: 'https://hk.joyage.example/privacy',
    },
    agreement: {
      default: 'https://www.joyage.example/terms',
      hk: 'https://hk.joyage.example/terms',
      codapay: 'https://www.joyage.example/terms-codapay',
    },
  },
  copyright: '© 2026 JoyAge Games Limited. All rights reserved.',
  company: {
    legalName: 'JoyAge Games Limited',
    address: 'Unit 2301, 23/F, 183 Queen’s Road East, Wan Chai, Hong Kong',
  },
  support: { email: 'cs@joyage.example' },
  games: [
    {
      code: 'age-of-joy',
      name: 'Age of Joy',
      gpId: 801,
      logo: '/games/age-of-joy.svg',
      clients: {
        android: { clientId: '18101', area: 'universal' },
        ios: { clientId: '18102', area: 'universal' },
        web: { clientId: '18103', area: 'universal' },
      },
    },
    {
      code: 'coda-quest',
      name: 'Coda Quest',
      gpId: 802,
      logo: '/games/coda-quest.svg',
      clients: {
        android: { clientId: '18201', area: 'codapay' },
        ios: { clientId: '18202', area: 'codapay' },
        web: { clientId: '18203', area: 'codapay' },
      },
    },
    {
      code: 'harbour-heroes',
      name: 'Harbour Heroes',
      gpId: 803,
      logo: '/games/harbour-heroes.svg',
      clients: {
        android: { clientId: '18301', area: 'hk' },
        ios: { clientId: '18302', area: 'hk' },
        web: { clientId: '18303', area: 'hk' },
      },
    },
  ],
  social: {
    googleId: '288364702-joyage.apps.googleusercontent.example',
    facebookId: '275481960034518',
    appleId: 'example.joyage.signin',
    loginClientId: 3000,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['universal', 'codapay', 'hk'],
  currencies: { default: 'USD', perArea: { universal: 'USD', codapay: 'USD', hk: 'TWD' } },
  defaultLanguage: 'en',
  languages: ['en', 'zh-tw', 'zh-cn', 'id', 'ms', 'th'],
  timeZone: 'Asia/Hong_Kong',
  vip: true,
  repeatPayment: 'refund',
};
