import type { TenantInput } from '../tenant-schema.ts';

export const ssgame: TenantInput = {
  id: 'ssgame',
  title: 'SSGame Store',
  icon: '/brands/ssgame.svg',
  brandColor: '#0b7285',
  hosts: {
    production: ['pay.ssgame.example', 'shop.ssgame.example'],
    demo: ['demo-pay.ssgame.example', 'demo-shop.ssgame.example'],
  },
  backupHosts: ['https://pay-sg.ssgame.example', 'https://pay.ssgame-global.example'],
  dataGateway: 'https://data.ssgame.example',
  analytics: {
    appIds: { ga4: 'G-SSGM9B3K7F', datahub: 'ssgame-pay-web' },
    eventIds: { login: 'ss_login', purchase: 'ss_order_paid', pageView: 'ss_view' },
  },
  links: {
    privacy: {
      default: 'https://www.ssgame.example/privacy',
      ja: 'https://jp.ssgame.example/privacy',
      kr: 'https://kr.ssgame.example/privacy',
      twhk: 'https://tw.ssgame.example/privacy',
    },
    agreement: {
      default: 'https://www.ssgame.example/terms',
      ja: 'https://jp.ssgame.example/terms',
      kr: 'https://kr.ssgame.example/terms',
      twhk: 'https://tw.ssgame.example/terms',
    },
  },
  copyright: '© 2026 SSGame Global Ltd. All rights reserved.',
  company: { legalName: 'SSGame Global Ltd.', address: '8 Marina View, #30-01, Singapore 018960' },
  support: { url: 'https://help.ssgame.example', email: 'support@ssgame.example' },
  games: [
    {
      code: 'shadow-samurai',
      name: 'Shadow Samurai',
      gpId: 701,
      logo: '/games/shadow-samurai.svg',
      clients: {
        android: { clientId: '17101', area: 'ja' },
        ios: { clientId: '17102', area: 'ja' },
        web: { clientId: '17103', area: 'ja' },
      },
    },
    {
      code: 'seoul-strikers',
      name: 'Seoul Strikers',
      gpId: 702,
      logo: '/games/seoul-strikers.svg',
      clients: {
        android: { clientId: '17201', area: 'kr' },
        ios: { clientId: '17202', area: 'kr' },
        web: { clientId: '17203', area: 'kr' },
      },
    },
    {
      code: 'jade-dynasty',
      name: 'Jade Dynasty',
      gpId: 703,
      logo: '/games/jade-dynasty.svg',
      clients: {
        android: { clientId: '17301', area: 'twhk' },
        ios: { clientId: '17302', area: 'sea' },
        web: { clientId: '17303', area: 'universal' },
      },
    },
  ],
  social: {
    googleId: '177253691-ssgame.apps.googleusercontent.example',
    facebookId: '664390125871204',
    appleId: 'example.ssgame.signin',
    loginClientId: 2000,
  },
  mobileDesktopSplit: true,
  newLayout: { mode: 'areas', areas: ['ja', 'kr'] },
  areas: ['ja', 'kr', 'twhk', 'sea', 'universal'],
  currencies: { default: 'USD', perArea: { ja: 'JPY', kr: 'KRW', twhk: 'TWD' } },
  defaultLanguage: 'en',
  languages: ['en', 'ja', 'ko', 'zh-tw', 'th', 'vi', 'id'],
  timeZone: 'Asia/Singapore',
  vip: true,
  repeatPayment: 'refund',
  areaFromClientId: true,
  // Demo placeholders (fictional company, .example mail, 555 phone): the publisher's real KR
  // seller details (전자상거래법 disclosure) replace them before going live.
  koreaCompany: {
    name: 'SSGame Korea Co., Ltd.',
    ceo: 'Park Ji-hoon',
    registrationNo: '214-87-40918',
    mailOrderNo: '2026-SeoulSeocho-00871',
    address: '8F, 45 Seocho-daero 77-gil, Seocho-gu, Seoul, Republic of Korea',
    phone: '+82-2-555-0187',
    email: 'kr-support@ssgame.example',
  },
};
