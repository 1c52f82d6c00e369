import type { Tenant } from '@topup/tenants/tenant-schema';
import { subGameRows } from '../catalog/seed-rows.ts';
import type { thirdGifts } from '../../db/tables/cards.ts';

// Gifts third-party channels grant with some goods (SPEC §7 getThirdGift), the same on every
// tenant and game: the product ids follow the catalog's `${gameCode}-${goodsKey}` pattern.

type Names = Record<string, string>;
const langs = ['en', 'ja', 'ko', 'zh-tw', 'zh-cn', 'ru', 'es', 'de', 'fr'] as const;
const names = (list: string): Names => {
  const values = list.split('|');
  return Object.fromEntries(langs.map((lang, i) => [lang, values[i] ?? values[0]!]));
};

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

const templates: readonly GiftTemplate[] = [
  {
    key: 'razer-chest',
    goodsKey: 'diamonds-6480',
    channelName: 'Razer Gold',
    paywayId: 10103,
    icon: '/gift-icons/chest.svg',
    quantity: 1,
    names: names(
      'Treasure chest|宝箱|보물 상자|寶箱|宝箱|Сундук сокровищ|Cofre del tesoro|Schatztruhe|Coffre au trésor',
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
    names: names('Launch ticket'),
    active: false,
  },
];

export function thirdGiftRows(tenant: Tenant): (typeof thirdGifts.$inferInsert)[] {
  const codes = [...tenant.games.map((g) => g.code), ...subGameRows(tenant).map((g) => g.gameCode)];
  return codes.flatMap((gameCode) =>
    templates.map((t) => ({
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
