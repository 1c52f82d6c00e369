import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { insertSeeded } from '@topup/server/modules/promotions/repository';

const DAY_MS = 86_400_000;

// The demo's promotions, in all 18 languages (i18n/seeded-texts-complete.test.ts): three on
// brandEn's first game, shown as a row that scrolls sideways. One links to goods of the game, one
// to a page of the shop, one to nothing. Not on watt: the slot's lazy chunk (about 1.2 KiB brotli,
// loaded after the first paint) would count against the first-page JS budget measured there
// (e2e/initial-js-budget.spec.ts), and watt's goods pages are the offers' screens.
const DEMO_GAME: Record<string, number> = { brandEn: 0 };
const DEMO: Record<
  string,
  {
    key: string;
    product: string | null;
    path: string | null;
    sort: number;
    titles: Record<string, string>;
    texts: Record<string, string>;
  }[]
> = {
  brandEn: [
    {
      key: 'demo-weekly',
      product: 'weekly-pack',
      path: null,
      sort: 0,
      titles: {
        en: 'Weekly pack: +100 bonus',
        es: 'Paquete semanal: +100 de bono',
        fr: 'Pack hebdomadaire : +100 en bonus',
        de: 'Wochenpaket: +100 Bonus',
        pt: 'Pacote semanal: +100 de bônus',
        ar: 'الحزمة الأسبوعية: مكافأة إضافية 100',
        tr: 'Haftalık paket: +100 bonus',
        id: 'Paket mingguan: bonus +100',
        it: 'Pacchetto settimanale: +100 di bonus',
        ja: 'ウィークリーパック：ボーナス+100',
        ko: '주간 패키지: 보너스 +100',
        ms: 'Pek mingguan: bonus +100',
        pl: 'Pakiet tygodniowy: +100 bonusu',
        ru: 'Недельный набор: бонус +100',
        th: 'แพ็กรายสัปดาห์: โบนัส +100',
        vi: 'Gói tuần: thưởng thêm 100',
        'zh-cn': '每周礼包：额外赠送 100',
        'zh-tw': '每週禮包：額外贈送 100',
      },
      texts: {
        en: 'Top up this week and get more for the same price.',
        es: 'Recarga esta semana y recibe más por el mismo precio.',
        fr: 'Rechargez cette semaine et recevez plus pour le même prix.',
        de: 'Lade diese Woche auf und erhalte mehr zum gleichen Preis.',
        pt: 'Recarregue esta semana e receba mais pelo mesmo preço.',
        ar: 'اشحن هذا الأسبوع واحصل على المزيد بنفس السعر.',
        tr: 'Bu hafta yükle, aynı fiyata daha fazlasını al.',
        id: 'Isi ulang minggu ini dan dapatkan lebih banyak dengan harga yang sama.',
        it: 'Ricarica questa settimana e ricevi di più allo stesso prezzo.',
        ja: '今週チャージすると、同じ価格でより多く受け取れます。',
        ko: '이번 주에 충전하면 같은 가격에 더 많이 받을 수 있어요.',
        ms: 'Tambah nilai minggu ini dan dapatkan lebih banyak pada harga yang sama.',
        pl: 'Doładuj w tym tygodniu i otrzymaj więcej w tej samej cenie.',
        ru: 'Пополните счёт на этой неделе и получите больше за ту же цену.',
        th: 'เติมเงินสัปดาห์นี้ รับมากขึ้นในราคาเท่าเดิม',
        vi: 'Nạp trong tuần này để nhận nhiều hơn với cùng mức giá.',
        'zh-cn': '本周充值，同样的价格获得更多。',
        'zh-tw': '本週儲值，同樣的價格獲得更多。',
      },
    },
    {
      key: 'demo-arena-cup',
      product: null,
      path: null,
      sort: 1,
      titles: {
        en: 'Arena Cup this weekend',
        es: 'Copa de la Arena este fin de semana',
        fr: "Coupe de l'Arène ce week-end",
        de: 'Arena-Cup an diesem Wochenende',
        pt: 'Copa da Arena neste fim de semana',
        ar: 'كأس الساحة في عطلة نهاية هذا الأسبوع',
        tr: 'Bu hafta sonu Arena Kupası',
        id: 'Piala Arena akhir pekan ini',
        it: "Coppa dell'Arena questo fine settimana",
        ja: '今週末はアリーナカップ',
        ko: '이번 주말 아레나 컵',
        ms: 'Piala Arena hujung minggu ini',
        pl: 'Puchar Areny w ten weekend',
        ru: 'Кубок Арены в эти выходные',
        th: 'อารีนาคัพ สุดสัปดาห์นี้',
        vi: 'Cúp Đấu Trường cuối tuần này',
        'zh-cn': '本周末竞技场杯赛',
        'zh-tw': '本週末競技場盃賽',
      },
      texts: {},
    },
    {
      key: 'demo-season',
      product: null,
      path: '/recharge',
      sort: 2,
      titles: {
        en: 'New season, new rewards',
        de: 'Neue Saison, neue Belohnungen',
        fr: 'Nouvelle saison, nouvelles récompenses',
        es: 'Nueva temporada, nuevas recompensas',
        it: 'Nuova stagione, nuove ricompense',
        pl: 'Nowy sezon, nowe nagrody',
        tr: 'Yeni sezon, yeni ödüller',
        ar: 'موسم جديد، مكافآت جديدة',
        id: 'Musim baru, hadiah baru',
        ja: '新シーズン、新しい報酬',
        ko: '새 시즌, 새로운 보상',
        ms: 'Musim baharu, ganjaran baharu',
        pt: 'Nova temporada, novas recompensas',
        ru: 'Новый сезон — новые награды',
        th: 'ซีซันใหม่ รางวัลใหม่',
        vi: 'Mùa giải mới, phần thưởng mới',
        'zh-cn': '新赛季，新奖励',
        'zh-tw': '新賽季，新獎勵',
      },
      texts: {},
    },
  ],
};

/**
 * Adds the demo promotions that are missing (by seed key) and leaves the rest alone: what an
 * operator changed or ended in the console survives a restart (issue 31). The window runs from
 * a day before the first seeding to 30 days after it.
 */
export async function seedPromotions(db: Db, tenants: readonly Tenant[], at: Date): Promise<void> {
  for (const tenant of tenants) {
    const game = tenant.games[DEMO_GAME[tenant.id] ?? 0];
    if (!game) continue;
    for (const p of DEMO[tenant.id] ?? []) {
      await insertSeeded(db, {
        tenantId: tenant.id,
        gameCode: game.code,
        seedKey: p.key,
        titles: p.titles,
        texts: p.texts,
        linkProductId: p.product === null ? null : `${game.code}-${p.product}`,
        linkPath: p.path,
        startsAt: new Date(at.getTime() - DAY_MS),
        endsAt: new Date(at.getTime() + 30 * DAY_MS),
        active: true,
        sort: p.sort,
      });
    }
  }
}
