import type { TenantInput } from '../tenant-schema.ts';

export const acenet: TenantInput = {
  id: 'acenet',
  title: 'AceNet Game Shop',
  icon: '/brands/acenet.svg',
  brandColor: '#2b8a3e',
  hosts: {
    production: ['pay.acenet.example'],
    demo: ['demo-pay.acenet.example'],
  },
  backupHosts: ['https://pay-east.acenet.example', 'https://pay-west.acenet.example'],
  dataGateway: 'https://ingest.acenet.example',
  analytics: {
    appIds: { ga4: 'G-ACEN1F9V6R', datahub: 'acenet-pay-web' },
    eventIds: { login: 'ace_login', purchase: 'ace_checkout', pageView: 'ace_pv' },
  },
  links: {
    privacy: { default: 'https://www.acenet.example/privacy' },
    agreement: { default: 'https://www.acenet.example/tos' },
  },
  copyright: '© 2026 AceNet Games Corp. All rights reserved.',
  company: {
    legalName: 'AceNet Games Corp.',
    address: '500 Howard Street, Suite 300, San Francisco, CA 94105, United States',
  },
  support: { url: 'https://support.acenet.example' },
  games: [
    {
      code: 'ace-pilots',
      name: 'Ace Pilots',
      gpId: 901,
      logo: '/games/ace-pilots.svg',
      clients: {
        android: { clientId: '19101', area: 'universal' },
        ios: { clientId: '19102', area: 'universal' },
        web: { clientId: '19103', area: 'universal' },
      },
    },
    {
      code: 'ace-cards',
      name: 'Ace Cards',
      gpId: 902,
      logo: '/games/ace-cards.svg',
      clients: {
        android: { clientId: '19201', area: 'useuro' },
        ios: { clientId: '19202', area: 'useuro' },
        web: { clientId: '19203', area: 'useuro' },
      },
    },
  ],
  social: {
    googleId: '399475813-acenet.apps.googleusercontent.example',
    facebookId: '186572049923307',
    appleId: 'example.acenet.signin',
    twitterRedirectPage: 'https://pay.acenet.example/oauth/twitter.html',
    loginClientId: 600,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'all' },
  areas: ['universal', 'useuro'],
  currencies: { default: 'USD' },
  defaultLanguage: 'en',
  languages: ['en', 'es', 'pt', 'fr', 'de'],
  timeZone: 'UTC',
  vip: true,
  repeatPayment: 'refund',
};
