import type { TenantInput } from '../tenant-schema.ts';

// The seller on receipts is the company of the Korean notice: one source for both.
const company = {
  legalName: 'KO Play Co., Ltd.',
  address: '12F, 321 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
};
const supportEmail = 'support@ko-play.example';

export const ko: TenantInput = {
  id: 'ko',
  title: 'KO Play 충전소',
  icon: '/brands/ko.svg',
  brandColor: '#1e6fd9',
  hosts: {
    production: ['pay.ko-play.example'],
    demo: ['demo-pay.ko-play.example'],
  },
  backupHosts: ['https://pay-b1.ko-play.example', 'https://pay-b2.ko-play-cdn.example'],
  dataGateway: 'https://log.ko-play.example',
  analytics: {
    appIds: { ga4: 'G-KOPL3R6W2N', datahub: 'ko-pay-web' },
    eventIds: { login: 'ko_evt_login', purchase: 'ko_evt_purchase', pageView: 'ko_evt_pv' },
  },
  links: {
    privacy: { default: 'https://www.ko-play.example/policy/privacy' },
    agreement: { default: 'https://www.ko-play.example/policy/terms' },
  },
  copyright: '© 2026 KO Play Co., Ltd. All rights reserved.',
  company,
  support: { url: 'https://help.ko-play.example', email: supportEmail },
  games: [
    {
      code: 'black-moon',
      name: 'Black Moon Online',
      gpId: 301,
      logo: '/games/black-moon.svg',
      clients: {
        android: { clientId: '13101', area: 'kr' },
        ios: { clientId: '13102', area: 'kr' },
        web: { clientId: '13103', area: 'kr' },
      },
      playerIdTopup: { askServer: false },
    },
    {
      code: 'sky-knights',
      name: 'Sky Knights',
      gpId: 302,
      logo: '/games/sky-knights.svg',
      clients: {
        android: { clientId: '13201', area: 'kr' },
        ios: { clientId: '13202', area: 'kr' },
        web: { clientId: '13203', area: 'kr' },
      },
    },
  ],
  social: {
    googleId: '633907215-ko.apps.googleusercontent.example',
    appleId: 'example.ko-play.signin',
    loginClientId: 300,
  },
  mobileDesktopSplit: true,
  newLayout: { mode: 'none' },
  areas: ['kr'],
  currencies: { default: 'KRW' },
  defaultLanguage: 'ko',
  languages: ['ko', 'en'],
  timeZone: 'Asia/Seoul',
  vip: true,
  repeatPayment: 'credit',
  koreaCompany: {
    name: company.legalName,
    ceo: 'Kim Min-jun',
    registrationNo: '120-86-55321',
    mailOrderNo: '2026-SeoulGangnam-01234',
    address: company.address,
    phone: '+82-2-555-0142',
    email: supportEmail,
  },
};
