import type { Tenant } from '@topup/tenants/tenant-schema';
import { subGameRows } from '../catalog/seed-rows.ts';
import type { thirdGifts } from '@topup/server/db/tables/cards';
import { namesIn } from '../seed-names.ts';

// Gifts third-party channels grant with some goods (SPEC §7 getThirdGift), the same on every
// tenant and game: the product ids follow the catalog's `${gameCode}-${goodsKey}` pattern.

type Names = Record<string, string>;
// Names in this language order ('|'-separated; see namesIn): all 18 of SPEC §1.
const names = namesIn([
  'en',
  'ja',
  'ko',
  'zh-tw',
  'zh-cn',
  'ru',
  'es',
  'de',
  'fr',
  'ar',
  'id',
  'it',
  'ms',
  'pl',
  'pt',
  'th',
  'tr',
  'vi',
]);

type GiftTemplate = {
  key: string;
  goodsKey: string;
  channelName: string;
  paywayId: number | null;
  icon: string;
  quantity: number;
  names: Names;
  active?: boolean;
};

export const giftTemplates: readonly GiftTemplate[] = [
  {
    key: 'razer-chest',
    goodsKey: 'diamonds-6480',
    channelName: 'Razer Gold',
    paywayId: 10103,
    icon: '/gift-icons/chest.svg',
    quantity: 1,
    names: names(
      'Treasure chest|宝箱|보물 상자|寶箱|宝箱|Сундук сокровищ|Cofre del tesoro|Schatztruhe|Coffre au trésor',
      'صندوق الكنز|Peti harta karun|Forziere del tesoro|Peti harta karun|Skrzynia skarbów|' +
        'Baú do tesouro|หีบสมบัติ|Hazine sandığı|Rương báu',
    ),
  },
  {
    key: 'mycard-potion',
    goodsKey: 'monthly-card',
    channelName: 'MyCard',
    paywayId: 10302,
    icon: '/gift-icons/potion.svg',
    quantity: 5,
    names: names(
      'Stamina potion|スタミナ薬|스태미나 물약|體力藥水|体力药水|Зелье выносливости|Poción de energía|Ausdauertrank|Potion d’endurance',
      'جرعة طاقة|Ramuan stamina|Pozione di energia|Ramuan stamina|Mikstura wytrzymałości|' +
        'Poção de energia|ยาเพิ่มพลังกาย|Dayanıklılık iksiri|Bình thể lực',
    ),
  },
  {
    key: 'paypal-ticket',
    goodsKey: 'growth-fund',
    channelName: 'PayPal',
    paywayId: 10201,
    icon: '/gift-icons/ticket.svg',
    quantity: 2,
    names: names(
      'Lucky draw ticket|ガチャチケット|뽑기 티켓|抽獎券|抽奖券|Лотерейный билет|Boleto de sorteo|Losticket|Ticket de tirage',
      'تذكرة السحب|Tiket undian|Biglietto della lotteria|Tiket cabutan bertuah|Bilet losowania|' +
        'Bilhete de sorteio|ตั๋วสุ่มรางวัล|Çekiliş bileti|Vé quay thưởng',
    ),
  },
  // Ended campaign: kept to show that inactive gifts are not listed.
  {
    key: 'xsolla-ended',
    goodsKey: 'diamonds-60',
    channelName: 'Xsolla',
    paywayId: 11001,
    icon: '/gift-icons/ticket.svg',
    quantity: 1,
    names: names(
      'Launch ticket|リリース記念チケット|출시 기념 티켓|上市紀念券|上线纪念券|Билет к запуску|' +
        'Boleto de lanzamiento|Start-Ticket|Ticket de lancement',
      'تذكرة الإطلاق|Tiket peluncuran|Biglietto del lancio|Tiket pelancaran|Bilet premierowy|' +
        'Bilhete de lançamento|ตั๋วฉลองเปิดตัว|Çıkış bileti|Vé mừng ra mắt',
    ),
    active: false,
  },
];

export function thirdGiftRows(tenant: Tenant): (typeof thirdGifts.$inferInsert)[] {
  const codes = [...tenant.games.map((g) => g.code), ...subGameRows(tenant).map((g) => g.gameCode)];
  return codes.flatMap((gameCode) =>
    giftTemplates.map((t) => ({
      tenantId: tenant.id,
      giftId: `${gameCode}-${t.key}`,
      gameCode,
      productId: `${gameCode}-${t.goodsKey}`,
      channelName: t.channelName,
      paywayId: t.paywayId,
      names: t.names,
      icon: t.icon,
      quantity: t.quantity,
      active: t.active ?? true,
    })),
  );
}
