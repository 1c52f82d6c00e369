import type { TenantInput } from '../tenant-schema.ts';

export const ru: TenantInput = {
  id: 'ru',
  title: 'Игровой магазин Sever',
  icon: '/brands/ru.svg',
  brandColor: '#d6336c',
  hosts: {
    production: ['pay.sever-games.example'],
    demo: ['demo-pay.sever-games.example'],
  },
  backupHosts: ['https://pay-r1.sever-games.example', 'https://pay-r2.sever-mirror.example'],
  dataGateway: 'https://stat.sever-games.example',
  analytics: {
    appIds: { ga4: 'G-SEVR2J7H4C', datahub: 'sever-pay-web' },
    eventIds: { login: 'sever_login', purchase: 'sever_purchase', pageView: 'sever_pageview' },
  },
  links: {
    privacy: { default: 'https://www.sever-games.example/ru/privacy' },
    agreement: { default: 'https://www.sever-games.example/ru/offer' },
  },
  copyright: '© 2026 Sever Games LLC. All rights reserved.',
  company: {
    legalName: 'Sever Games LLC',
    address: '39 Leningradsky Prospekt, bldg. 79, Moscow 125167, Russia',
  },
  support: { url: 'https://help.sever-games.example', email: 'support@sever-games.example' },
  games: [
    {
      code: 'northern-frontier',
      name: 'Northern Frontier',
      gpId: 501,
      logo: '/games/northern-frontier.svg',
      clients: {
        android: { clientId: '15101', area: 'ru' },
        ios: { clientId: '15102', area: 'ru' },
        web: { clientId: '15103', area: 'ru' },
      },
    },
    {
      code: 'tank-brigade',
      name: 'Tank Brigade',
      gpId: 502,
      logo: '/games/tank-brigade.svg',
      clients: {
        android: { clientId: '15201', area: 'ru' },
        ios: { clientId: '15202', area: 'ru' },
        web: { clientId: '15203', area: 'ru' },
      },
    },
  ],
  social: {
    googleId: '855031467-sever.apps.googleusercontent.example',
    vkId: '51873302',
    loginClientId: 500,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['ru'],
  currencies: { default: 'USD' },
  defaultLanguage: 'ru',
  languages: ['ru', 'en'],
  timeZone: 'Europe/Moscow',
  vip: false,
  repeatPayment: 'refund',
};
