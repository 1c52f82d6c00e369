import type { TenantInput } from '../tenant-schema.ts';

export const coolgame: TenantInput = {
  id: 'coolgame',
  title: 'CoolGame 儲值中心',
  icon: '/brands/coolgame.svg',
  brandColor: '#16a085',
  hosts: {
    production: ['pay.coolgame.example'],
    demo: ['demo-pay.coolgame.example'],
  },
  backupHosts: ['https://store-bak.coolgame.example', 'https://store.coolgame-tw.example'],
  dataGateway: 'https://track.coolgame.example',
  analytics: {
    appIds: { ga4: 'G-COOL8P5D3V', datahub: 'coolgame-pay-web' },
    eventIds: { login: 'cg_login', purchase: 'cg_purchase_done', pageView: 'cg_page' },
  },
  links: {
    privacy: { default: 'https://www.coolgame.example/zh-tw/privacy' },
    agreement: { default: 'https://www.coolgame.example/zh-tw/terms' },
  },
  copyright: '© 2026 CoolGame Taiwan Co., Ltd. All rights reserved.',
  company: {
    legalName: 'CoolGame Taiwan Co., Ltd.',
    address: '10F, No. 88, Sec. 4, Xinyi Rd., Da’an Dist., Taipei City 106, Taiwan',
  },
  support: { email: 'service@coolgame.example' },
  games: [
    {
      code: 'fairyland',
      name: 'Fairyland Story',
      gpId: 401,
      logo: '/games/fairyland.svg',
      clients: {
        android: { clientId: '14101', area: 'twhk' },
        ios: { clientId: '14102', area: 'twhk' },
        web: { clientId: '14103', area: 'twhk' },
      },
    },
    {
      code: 'cool-racing',
      name: 'Cool Racing',
      gpId: 402,
      logo: '/games/cool-racing.svg',
      clients: {
        android: { clientId: '14201', area: 'twhk' },
        ios: { clientId: '14202', area: 'twhk' },
        web: { clientId: '14203', area: 'twhk' },
      },
    },
  ],
  social: {
    googleId: '744120398-coolgame.apps.googleusercontent.example',
    facebookId: '330918274650183',
    appleId: 'example.coolgame.signin',
    loginClientId: 400,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'all' },
  areas: ['twhk'],
  currencies: { default: 'TWD' },
  defaultLanguage: 'zh-tw',
  languages: ['zh-tw', 'zh-cn', 'en'],
  timeZone: 'Asia/Taipei',
  vip: true,
  repeatPayment: 'refund',
  // Goods spent before a refund or chargeback block the account until the make-up link is paid.
  revokeShortfall: { action: 'block', linkValidDays: 30 },
  // An order the game never acknowledges is made good with a credit for the next purchase.
  undeliveredRule: 'credit',
};
