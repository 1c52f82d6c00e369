import type { TenantInput } from '../tenant-schema.ts';

export const brandEn: TenantInput = {
  id: 'brandEn',
  title: 'Brand Play Store',
  icon: '/brands/brand-en.svg',
  brandColor: '#1971c2',
  hosts: {
    production: ['pay.brand-en.example', 'store.brand-en.example'],
    demo: ['demo-pay.brand-en.example'],
  },
  backupHosts: ['https://pay-eu.brand-en.example', 'https://pay-us.brand-en.example'],
  dataGateway: 'https://events.brand-en.example',
  analytics: {
    appIds: { ga4: 'G-BREN6V2G8D', datahub: 'brand-en-pay-web' },
    eventIds: { login: 'be_login', purchase: 'be_purchase', pageView: 'be_pv' },
  },
  links: {
    privacy: { default: 'https://www.brand-en.example/privacy' },
    agreement: { default: 'https://www.brand-en.example/terms-of-service' },
  },
  copyright: '© 2026 Brand Entertainment Ltd. All rights reserved.',
  company: {
    legalName: 'Brand Entertainment Ltd.',
    address: '20 Eastbourne Terrace, London W2 6LG, United Kingdom',
  },
  support: { url: 'https://help.brand-en.example', email: 'help@brand-en.example' },
  games: [
    {
      code: 'brand-quest',
      name: 'Brand Quest',
      gpId: 1601,
      logo: '/games/brand-quest.svg',
      clients: {
        android: { clientId: '26101', area: 'universal' },
        ios: { clientId: '26102', area: 'universal' },
        web: { clientId: '26103', area: 'universal' },
      },
    },
    {
      code: 'empire-nova',
      name: 'Empire Nova',
      gpId: 1602,
      logo: '/games/empire-nova.svg',
      clients: {
        android: { clientId: '26201', area: 'useuro' },
        ios: { clientId: '26202', area: 'useuro' },
        web: { clientId: '26203', area: 'useuro' },
      },
    },
  ],
  social: {
    googleId: '177142580-branden.apps.googleusercontent.example',
    facebookId: '347619028835196',
    appleId: 'example.brand-en.signin',
    twitterRedirectPage: 'https://pay.brand-en.example/oauth/twitter.html',
    loginClientId: 7000,
  },
  mobileDesktopSplit: true,
  newLayout: { mode: 'all' },
  areas: ['universal', 'useuro'],
  currencies: { default: 'USD' },
  defaultLanguage: 'en',
  languages: ['en', 'de', 'fr', 'es', 'it', 'pl', 'tr'],
  timeZone: 'Europe/London',
  vip: true,
  repeatPayment: 'refund',
  // Only this brand runs paid campaigns that are attributed by UTM parameters (SPEC §2).
  readsUtm: true,
};
