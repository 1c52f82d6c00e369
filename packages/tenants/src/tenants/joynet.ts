import type { TenantInput } from '../tenant-schema.ts';

export const joynet: TenantInput = {
  id: 'joynet',
  title: 'JoyNet Pay',
  icon: '/brands/joynet.svg',
  brandColor: '#6f42c1',
  hosts: {
    production: ['pay.joynet.example', 'pay.joynet-eu.example'],
    demo: ['demo-pay.joynet.example'],
  },
  backupHosts: ['https://pay-alt.joynet.example', 'https://pay.joynet-backup.example'],
  dataGateway: 'https://gw-data.joynet.example',
  analytics: {
    appIds: { ga4: 'G-JOYN5Q1Z8E', datahub: 'joynet-pay-web' },
    eventIds: { login: 'jn_login', purchase: 'jn_purchase', pageView: 'jn_pv' },
  },
  // EU and Japanese players are bound by their own published terms.
  links: {
    privacy: {
      default: 'https://www.joynet.example/privacy',
      eru: 'https://eu.joynet.example/privacy-gdpr',
      ja: 'https://jp.joynet.example/privacy',
    },
    agreement: {
      default: 'https://www.joynet.example/terms',
      eru: 'https://eu.joynet.example/terms',
      ja: 'https://jp.joynet.example/kiyaku',
    },
  },
  copyright: '© 2026 JoyNet Entertainment Inc. All rights reserved.',
  company: {
    legalName: 'JoyNet Entertainment Inc.',
    address: 'Friedrichstraße 68, 10117 Berlin, Germany',
  },
  support: { url: 'https://help.joynet.example', email: 'support@joynet.example' },
  games: [
    {
      code: 'joy-kingdom',
      name: 'Joy Kingdom',
      gpId: 601,
      logo: '/games/joy-kingdom.svg',
      clients: {
        android: { clientId: '16101', area: 'eru' },
        ios: { clientId: '16102', area: 'eru' },
        web: { clientId: '16103', area: 'eru' },
      },
    },
    {
      code: 'sakura-blade',
      name: 'Sakura Blade',
      gpId: 602,
      logo: '/games/sakura-blade.svg',
      clients: {
        android: { clientId: '16201', area: 'ja' },
        ios: { clientId: '16202', area: 'ja' },
        web: { clientId: '16203', area: 'ja' },
      },
    },
    {
      code: 'star-voyage',
      name: 'Star Voyage',
      gpId: 603,
      logo: '/games/star-voyage.svg',
      clients: {
        android: { clientId: '16301', area: 'universal' },
        ios: { clientId: '16302', area: 'universal' },
        web: { clientId: '16303', area: 'universal' },
      },
    },
  ],
  social: {
    googleId: '966142580-joynet.apps.googleusercontent.example',
    facebookId: '541207893346612',
    appleId: 'example.joynet.signin',
    twitterRedirectPage: 'https://pay.joynet.example/oauth/twitter.html',
    loginClientId: 1000,
  },
  mobileDesktopSplit: false,
  // Only Sakura Blade has been moved to the new layout so far.
  newLayout: { mode: 'games', clientIds: ['16201', '16202', '16203'] },
  areas: ['eru', 'ja', 'universal'],
  currencies: { default: 'USD', perArea: { eru: 'USD', ja: 'JPY', universal: 'KRW' } },
  defaultLanguage: 'en',
  languages: ['en', 'ja', 'ko', 'de', 'fr', 'it', 'pl'],
  timeZone: 'Europe/Berlin',
  vip: true,
  repeatPayment: 'refund',
};
