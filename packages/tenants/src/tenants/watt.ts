import type { TenantInput } from '../tenant-schema.ts';

export const watt: TenantInput = {
  id: 'watt',
  title: 'Watt Games Top-up Center',
  icon: '/brands/watt.svg',
  brandColor: '#f5a623',
  hosts: {
    production: ['pay.watt-games.example', 'topup.watt-games.example'],
    demo: ['demo-pay.watt-games.example'],
  },
  backupHosts: ['https://pay-bak1.watt-games.example', 'https://pay-bak2.watt-cdn.example'],
  dataGateway: 'https://collect.watt-games.example',
  analytics: {
    appIds: { ga4: 'G-WATT7K2M9Q', datahub: 'watt-pay-web' },
    eventIds: { login: 'evt_watt_login', purchase: 'evt_watt_purchase', pageView: 'evt_watt_pv' },
  },
  links: {
    privacy: { default: 'https://www.watt-games.example/legal/privacy' },
    agreement: { default: 'https://www.watt-games.example/legal/terms' },
  },
  copyright: '© 2026 Watt Games Ltd. All rights reserved.',
  company: {
    legalName: 'Watt Games Ltd.',
    address: '1450 Broadway, 21st Floor, New York, NY 10018, United States',
  },
  support: { url: 'https://help.watt-games.example', email: 'support@watt-games.example' },
  games: [
    {
      code: 'voltage-arena',
      name: 'Voltage Arena',
      gpId: 101,
      logo: '/games/voltage-arena.svg',
      clients: {
        android: { clientId: '11101', area: 'universal' },
        ios: { clientId: '11102', area: 'universal' },
        web: { clientId: '11103', area: 'universal' },
      },
      playerIdTopup: { askServer: true },
    },
    {
      code: 'spark-legends',
      name: 'Spark Legends',
      gpId: 102,
      logo: '/games/spark-legends.svg',
      clients: {
        android: { clientId: '11201', area: 'useuro' },
        ios: { clientId: '11202', area: 'useuro' },
        web: { clientId: '11203', area: 'mea' },
      },
    },
  ],
  social: {
    googleId: '410233871-watt.apps.googleusercontent.example',
    facebookId: '718204556130021',
    appleId: 'example.watt-games.signin',
    twitterRedirectPage: 'https://pay.watt-games.example/oauth/twitter.html',
    loginClientId: 100,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'all' },
  areas: ['universal', 'useuro', 'mea'],
  currencies: { default: 'USD' },
  defaultLanguage: 'en',
  languages: ['en', 'es', 'fr', 'de', 'pt', 'ar', 'tr'],
  timeZone: 'America/New_York',
  vip: true,
  repeatPayment: 'refund',
};
