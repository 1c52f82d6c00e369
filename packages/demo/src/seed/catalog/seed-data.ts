import type { Currency } from '@topup/tenants/currencies';
import { namesIn } from '../seed-names.ts';

// Fixed demo content shared by every tenant. Changing a value here changes the seeded rows on the
// next start (the seed upserts), so keep it deterministic: no dates, no randomness.

// 46 words: the first game's 42 servers are 'S1 Dawn' … 'S42 Unity'.
export const serverWords = (
  'Dawn Ember Frost Gale Harbor Iris Jade Kestrel Lumen Mistral Nova Onyx Prism Quill Raven ' +
  'Sable Tide Umbra Vale Willow Zephyr Aurora Blaze Cinder Dune Echo Flint Grove Haven Ivory ' +
  'Juniper Karma Lotus Meadow Nimbus Orchid Pike Quartz Ridge Summit Thorn Unity Vertex Wren ' +
  'Yarrow Zenith'
).split(' ');

export const heroNames = 'Aria Borin Cyra Dax Elio Fenna Garrick Hana Ivo Juno Kael Lyra'.split(
  ' ',
);

/** Six price points per currency, in minor units (USD 0.99 … 99.99; KRW/JPY/VND/IDR whole). */
export const priceTiers: Record<
  Currency,
  readonly [number, number, number, number, number, number]
> = {
  USD: [99, 499, 999, 1999, 4999, 9999],
  EUR: [99, 499, 999, 1999, 4999, 9999],
  KRW: [1200, 6000, 12000, 25000, 59000, 119000],
  JPY: [160, 800, 1600, 3200, 8000, 16000],
  TWD: [3000, 15000, 30000, 59000, 149000, 299000],
  RMB: [600, 3000, 6800, 12800, 32800, 64800],
  TRY: [3499, 17499, 34999, 69999, 174999, 349999],
  THB: [3500, 17500, 35000, 70000, 175000, 350000],
  VND: [25000, 120000, 240000, 480000, 1200000, 2400000],
  IDR: [16000, 79000, 159000, 319000, 799000, 1599000],
  MYR: [450, 2290, 4590, 9190, 22990, 45990],
};

type Names = Record<string, string>;

// Names in this language order ('|'-separated; see namesIn); the offers' seed uses it too.
export const names = namesIn([
  'en',
  'ja',
  'ko',
  'zh-tw',
  'ru',
  'es',
  'zh-cn',
  'ar',
  'de',
  'fr',
  'id',
  'it',
  'ms',
  'pl',
  'pt',
  'th',
  'tr',
  'vi',
]);

export const productTypeTemplates: readonly { typeKey: string; sort: number; names: Names }[] = [
  {
    typeKey: 'diamonds',
    sort: 1,
    names: names(
      'Diamonds|ダイヤ|다이아|鑽石|Алмазы|Diamantes',
      '钻石|الماس|Diamanten|Diamants|Berlian|Diamanti|Berlian|Diamenty|Diamantes|เพชร|Elmas|Kim cương',
    ),
  },
  {
    typeKey: 'packs',
    sort: 2,
    names: names(
      'Packs|パック|패키지|禮包|Наборы|Paquetes',
      '礼包|الحزم|Pakete|Packs|Paket|Pacchetti|Pek|Pakiety|Pacotes|แพ็ก|Paketler|Gói',
    ),
  },
  {
    typeKey: 'monthly',
    sort: 3,
    names: names(
      'Monthly card|月額パス|월정액|月卡|Месячная карта|Tarjeta mensual',
      '月卡|البطاقة الشهرية|Monatskarte|Carte mensuelle|Kartu bulanan|Carta mensile|Kad bulanan|Karta miesięczna|Cartão mensal|บัตรรายเดือน|Aylık kart|Thẻ tháng',
    ),
  },
];

export type GoodsTemplate = {
  key: string;
  typeKey: string;
  value: number;
  bonus: number;
  /** Index into priceTiers. */
  tier: number;
  goodsSort: number;
  isLimit?: boolean;
  isSpecial?: boolean;
  couponPoints?: number;
  names: Names;
};

// [value, bonus, couponPoints]; tier and order follow the position, the two largest are special.
const diamondGoods = (
  [
    [60, 0, 0],
    [300, 30, 50],
    [680, 80, 100],
    [1280, 200, 200],
    [3280, 600, 500],
    [6480, 1600, 1000],
  ] as const
).map(([v, bonus, couponPoints], tier): GoodsTemplate => ({
  key: `diamonds-${v}`,
  typeKey: 'diamonds',
  value: v,
  bonus,
  tier,
  goodsSort: tier + 1,
  couponPoints,
  isSpecial: tier >= 4,
  names: names(
    `${v} Diamonds|ダイヤ${v}個|다이아 ${v}개|${v} 鑽石|${v} алмазов|${v} diamantes`,
    `${v} 钻石|${v} ماسة|${v} Diamanten|${v} diamants|${v} Berlian|${v} diamanti|${v} Berlian|${v} diamentów|${v} diamantes|${v} เพชร|${v} Elmas|${v} Kim cương`,
  ),
}));

/** Ten goods per game: coupon-able diamonds, limited packs, a monthly card. */
export const goodsTemplates: readonly GoodsTemplate[] = [
  ...diamondGoods,
  {
    key: 'starter-pack',
    typeKey: 'packs',
    value: 300,
    bonus: 300,
    tier: 0,
    goodsSort: 1,
    isLimit: true,
    isSpecial: true,
    names: names(
      'Starter pack|スターターパック|스타터 패키지|新手禮包|Стартовый набор|Paquete inicial',
      '新手礼包|حزمة البداية|Starterpaket|Pack de départ|Paket pemula|Pacchetto iniziale|Pek permulaan|Pakiet startowy|Pacote inicial|แพ็กเริ่มต้น|Başlangıç paketi|Gói tân thủ',
    ),
  },
  {
    key: 'weekly-pack',
    typeKey: 'packs',
    value: 500,
    bonus: 100,
    tier: 1,
    goodsSort: 2,
    isLimit: true,
    couponPoints: 50,
    names: names(
      'Weekly pack|ウィークリーパック|주간 패키지|每週禮包|Недельный набор|Paquete semanal',
      '每周礼包|الحزمة الأسبوعية|Wochenpaket|Pack hebdomadaire|Paket mingguan|Pacchetto settimanale|Pek mingguan|Pakiet tygodniowy|Pacote semanal|แพ็กรายสัปดาห์|Haftalık paket|Gói tuần',
    ),
  },
  {
    key: 'growth-fund',
    typeKey: 'packs',
    value: 2000,
    bonus: 0,
    tier: 3,
    goodsSort: 3,
    couponPoints: 200,
    names: names(
      'Growth fund|成長ファンド|성장 펀드|成長基金|Фонд роста|Fondo de crecimiento',
      '成长基金|صندوق النمو|Wachstumsfonds|Fonds de croissance|Dana pertumbuhan|Fondo crescita|Dana pertumbuhan|Fundusz rozwoju|Fundo de crescimento|กองทุนเติบโต|Gelişim fonu|Quỹ phát triển',
    ),
  },
  {
    key: 'monthly-card',
    typeKey: 'monthly',
    value: 300,
    bonus: 0,
    tier: 1,
    goodsSort: 1,
    isLimit: true,
    names: names(
      'Monthly card|月額パス|월정액 카드|月卡|Месячная карта|Tarjeta mensual',
      '月卡|البطاقة الشهرية|Monatskarte|Carte mensuelle|Kartu bulanan|Carta mensile|Kad bulanan|Karta miesięczna|Cartão mensal|บัตรรายเดือน|Aylık kart|Thẻ tháng',
    ),
  },
];

/** Sub-games of each tenant's second game (code suffix, name suffix); see subGameParent. */
export const subGameTemplates = [
  { suffix: 'classic', name: 'Classic' },
  { suffix: 'origins', name: 'Origins' },
] as const;
