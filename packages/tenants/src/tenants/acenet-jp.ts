import type { TenantInput } from '../tenant-schema.ts';

// The seller on receipts is the seller of the trade-law notice: one source for both.
const company = {
  legalName: 'AceNet Japan K.K.',
  address: '2-4-1 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
};
const supportEmail = 'support@acenet-jp.example';

export const acenetJp: TenantInput = {
  id: 'acenetJp',
  title: 'AceNet Japan チャージ',
  icon: '/brands/acenet-jp.svg',
  brandColor: '#364fc7',
  hosts: {
    production: ['pay.acenet-jp.example'],
    demo: ['demo-pay.acenet-jp.example'],
  },
  backupHosts: ['https://pay-b.acenet-jp.example', 'https://pay.acenet-jp-cdn.example'],
  dataGateway: 'https://ingest.acenet-jp.example',
  analytics: {
    appIds: { ga4: 'G-ACJP8M2X5W', datahub: 'acenet-jp-pay-web' },
    eventIds: { login: 'acejp_login', purchase: 'acejp_checkout', pageView: 'acejp_pv' },
  },
  links: {
    privacy: { default: 'https://www.acenet-jp.example/privacy' },
    agreement: { default: 'https://www.acenet-jp.example/kiyaku' },
  },
  copyright: '© 2026 AceNet Japan K.K. All rights reserved.',
  company,
  support: { url: 'https://support.acenet-jp.example', email: supportEmail },
  games: [
    {
      code: 'ace-fantasy',
      name: 'Ace Fantasy',
      gpId: 1001,
      logo: '/games/ace-fantasy.svg',
      clients: {
        android: { clientId: '20101', area: 'ja' },
        ios: { clientId: '20102', area: 'ja' },
        web: { clientId: '20103', area: 'ja' },
      },
    },
    {
      code: 'ace-mahjong',
      name: 'Ace Mahjong',
      gpId: 1002,
      logo: '/games/ace-mahjong.svg',
      clients: {
        android: { clientId: '20201', area: 'ja' },
        ios: { clientId: '20202', area: 'ja' },
        web: { clientId: '20203', area: 'ja' },
      },
    },
  ],
  social: {
    googleId: '411586924-acenetjp.apps.googleusercontent.example',
    appleId: 'example.acenet-jp.signin',
    twitterRedirectPage: 'https://pay.acenet-jp.example/oauth/twitter.html',
    loginClientId: 700,
  },
  mobileDesktopSplit: false,
  newLayout: { mode: 'none' },
  areas: ['ja'],
  currencies: { default: 'JPY' },
  defaultLanguage: 'ja',
  languages: ['ja', 'en'],
  timeZone: 'Asia/Tokyo',
  vip: true,
  repeatPayment: 'refund',
  // Shown by the Specified Commercial Transactions Act notice (SPEC §1).
  jpTradeLaw: {
    seller: company.legalName,
    email: supportEmail,
    phone: '03-5555-0187',
    address: company.address,
  },
};
