import type { TenantInput } from '../tenant-schema.ts';

// The seller on receipts is the company of the Korean notice: one source for both.
const company = {
  legalName: 'Rhinos Games Co., Ltd.',
  address: '15F, 396 World Cup buk-ro, Mapo-gu, Seoul, Republic of Korea',
};
const supportEmail = 'support@rhinos-kr.example';

export const rhinos: TenantInput = {
  id: 'rhinos',
  title: 'Rhinos Games Pay',
  icon: '/brands/rhinos.svg',
  brandColor: '#495057',
  hosts: {
    production: ['pay.rhinos.example', 'pay.rhinos-kr.example'],
    demo: ['demo-pay.rhinos.example'],
  },
  backupHosts: ['https://pay-bk1.rhinos.example', 'https://pay-bk2.rhinos-edge.example'],
  dataGateway: 'https://collector.rhinos.example',
  analytics: {
    appIds: { ga4: 'G-RHNS7T1Y3P', datahub: 'rhinos-pay-web' },
    eventIds: { login: 'rh_login', purchase: 'rh_purchase', pageView: 'rh_pageview' },
  },
  links: {
    privacy: {
      default: 'https://www.rhinos.example/privacy',
      kr: 'https://kr.rhinos.example/privacy',
      ja: 'https://jp.rhinos.example/privacy',
    },
    agreement: {
      default: 'https://www.rhinos.example/terms',
      kr: 'https://kr.rhinos.example/terms',
      ja: 'https://jp.rhinos.example/terms',
    },
  },
  copyright: '© 2026 Rhinos Games Co., Ltd. All rights reserved.',
  company,
  support: { url: 'https://help.rhinos.example', email: supportEmail },
  games: [
    {
      code: 'rhino-clash',
      name: 'Rhino Clash',
      gpId: 1201,
      logo: '/games/rhino-clash.svg',
      clients: {
        android: { clientId: '22101', area: 'kr' },
        ios: { clientId: '22102', area: 'kr' },
        web: { clientId: '22103', area: 'kr' },
      },
    },
    {
      code: 'horn-of-fate',
      name: 'Horn of Fate',
      gpId: 1202,
      logo: '/games/horn-of-fate.svg',
      clients: {
        android: { clientId: '22201', area: 'ja' },
        ios: { clientId: '22202', area: 'ja' },
        web: { clientId: '22203', area: 'ja' },
      },
    },
    {
      code: 'rhino-rush',
      name: 'Rhino Rush',
      gpId: 1203,
      logo: '/games/rhino-rush.svg',
      clients: {
        android: { clientId: '22301', area: 'universal' },
        ios: { clientId: '22302', area: 'universal' },
        web: { clientId: '22303', area: 'universal' },
      },
    },
  ],
  social: {
    googleId: '633708146-rhinos.apps.googleusercontent.example',
    facebookId: '429175380062914',
    appleId: 'example.rhinos.signin',
    loginClientId: 4000,
  },
  mobileDesktopSplit: true,
  newLayout: { mode: 'none' },
  areas: ['kr', 'ja', 'universal'],
  currencies: { default: 'USD', perArea: { kr: 'KRW', ja: 'JPY' } },
  defaultLanguage: 'en',
  languages: ['en', 'ko', 'ja', 'zh-tw', 'es'],
  timeZone: 'Asia/Seoul',
  vip: true,
  repeatPayment: 'credit',
  // Demo placeholders (fictional company, .example mail, 555 phone): the publisher's real KR
  // seller details (전자상거래법 disclosure) replace them before going live.
  koreaCompany: {
    name: company.legalName,
    ceo: 'Lee Seo-yeon',
    registrationNo: '106-86-72405',
    mailOrderNo: '2026-SeoulMapo-01562',
    address: company.address,
    phone: '+82-2-555-0169',
    email: supportEmail,
  },
};
