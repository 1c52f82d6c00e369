import type { Currency } from '@topup/tenants/currencies';
import { namesIn } from '../seed-names.ts';
import { priceTiers } from '../catalog/seed-data.ts';

// Demo events shared by every tenant: their texts, tiers and rewards. Thresholds follow the demo
// prices (catalog priceTiers), so the demo reads the same in every currency.

type Names = Record<string, string>;
type Reward = { names: Names; icon: string; quantity: number };
export type TierTemplate = { tierId: number; threshold: number; rewards: Reward[]; amount: number };

// Names in this language order ('|'-separated; see namesIn).
export const names = namesIn([
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

export const texts = {
  cumulative: {
    names: names(
      'Top-up Festival|チャージフェスティバル|충전 페스티벌|儲值狂歡節|充值狂欢节|' +
        'Фестиваль пополнений|Festival de recargas|Aufladefestival|Festival de recharge',
      'مهرجان الشحن|Festival Top-up|Festival delle ricariche|Pesta Tambah Nilai|' +
        'Festiwal doładowań|Festival de recargas|เทศกาลเติมเงิน|Yükleme Festivali|Lễ hội nạp thẻ',
    ),
    descriptions: names(
      'Top up during the event: every tier your total reaches gives a reward.|' +
        'イベント期間中のチャージ合計額に応じて報酬がもらえます。|' +
        '이벤트 기간 동안 누적 충전 금액에 따라 보상을 받을 수 있습니다.|' +
        '活動期間內累積儲值達到各階段即可領取獎勵。|' +
        '活动期间累计充值达到各档位即可领取奖励。|' +
        'Пополняйте счёт во время события: каждая достигнутая ступень даёт награду.|' +
        'Recarga durante el evento: cada nivel que alcance tu total te da una recompensa.|' +
        'Lade während des Events auf: Jede Stufe, die deine Summe erreicht, bringt eine Belohnung.|' +
        "Rechargez pendant l'événement : chaque palier atteint par votre total donne une récompense.",
      'اشحن خلال الفعالية: كل مستوى يبلغه مجموعك يمنحك مكافأة.|' +
        'Top up selama event: setiap tingkat yang dicapai total Anda memberi hadiah.|' +
        "Ricarica durante l'evento: ogni livello raggiunto dal tuo totale dà una ricompensa.|" +
        'Tambah nilai semasa acara: setiap peringkat yang dicapai oleh jumlah anda memberi ganjaran.|' +
        'Doładowuj w trakcie wydarzenia: każdy próg osiągnięty przez Twoją sumę daje nagrodę.|' +
        'Recarregue durante o evento: cada nível que o seu total alcançar dá uma recompensa.|' +
        'เติมเงินระหว่างกิจกรรม: ทุกขั้นที่ยอดรวมของคุณถึงจะได้รับรางวัล|' +
        'Etkinlik süresince yükleme yap: toplamının ulaştığı her kademe bir ödül kazandırır.|' +
        'Nạp trong thời gian sự kiện: mỗi mốc tổng nạp của bạn đạt được sẽ nhận một phần thưởng.',
    ),
  },
  continuous: {
    names: names(
      'Daily Top-up Streak|連続チャージ|연속 충전 이벤트|連續儲值|连续充值|' +
        'Серия пополнений|Racha de recargas|Aufladeserie|Série de recharges',
      'سلسلة الشحن اليومية|Top-up Harian Beruntun|Serie di ricariche giornaliere|' +
        'Tambah Nilai Harian Berturut-turut|Seria codziennych doładowań|' +
        'Sequência de recargas diárias|เติมเงินต่อเนื่องรายวัน|Günlük Yükleme Serisi|' +
        'Chuỗi nạp hằng ngày',
    ),
    descriptions: names(
      'Top up at least the daily amount on consecutive days. A missed day starts the streak over.|' +
        '毎日規定額以上を連続してチャージしましょう。1日でも途切れると最初からになります。|' +
        '매일 일정 금액 이상을 연속으로 충전하세요. 하루라도 빠지면 처음부터 다시 시작합니다.|' +
        '連續每天儲值達到每日金額即可累積天數，中斷一天將重新計算。|' +
        '连续每天充值达到每日金额即可累计天数，中断一天将重新计算。|' +
        'Пополняйте не меньше дневной суммы несколько дней подряд. Пропуск дня обнуляет серию.|' +
        'Recarga al menos el importe diario en días seguidos. Un día sin recargar reinicia la racha.|' +
        'Lade an aufeinanderfolgenden Tagen mindestens den Tagesbetrag auf. Ein verpasster Tag ' +
        'setzt die Serie zurück.|' +
        'Rechargez au moins le montant quotidien plusieurs jours de suite. Un jour manqué remet ' +
        'la série à zéro.',
      'اشحن المبلغ اليومي على الأقل في أيام متتالية. يوم واحد فائت يعيد السلسلة من البداية.|' +
        'Top up minimal jumlah harian selama beberapa hari berturut-turut. Satu hari terlewat ' +
        'membuat hitungan mulai dari awal.|' +
        "Ricarica almeno l'importo giornaliero per giorni consecutivi. Un giorno saltato fa " +
        'ripartire la serie.|' +
        'Tambah nilai sekurang-kurangnya jumlah harian pada hari berturut-turut. Satu hari ' +
        'tertinggal akan memulakan semula rentetan.|' +
        'Doładowuj co najmniej kwotę dzienną przez kolejne dni. Pominięty dzień zaczyna serię ' +
        'od nowa.|' +
        'Recarregue pelo menos o valor diário em dias seguidos. Um dia sem recarga reinicia a ' +
        'sequência.|' +
        'เติมเงินอย่างน้อยตามยอดรายวันติดต่อกันหลายวัน หากขาดหนึ่งวันจะเริ่มนับใหม่|' +
        'Art arda günlerde en az günlük tutarı yükle. Kaçırılan bir gün seriyi sıfırlar.|' +
        'Nạp ít nhất số tiền hằng ngày trong nhiều ngày liên tiếp. Bỏ lỡ một ngày sẽ bắt đầu ' +
        'lại chuỗi.',
    ),
  },
  ended: {
    names: names(
      'Launch Celebration|リリース記念キャンペーン|출시 기념 이벤트|上市慶典|上线庆典|' +
        'Праздник запуска|Celebración de lanzamiento|Launch-Feier|Fête de lancement',
      'احتفال الإطلاق|Perayaan Peluncuran|Festa di lancio|Sambutan Pelancaran|Święto premiery|' +
        'Celebração de lançamento|ฉลองเปิดตัว|Çıkış Kutlaması|Mừng ra mắt',
    ),
  },
};

export const diamonds = names(
  'Diamonds|ダイヤ|다이아|鑽石|钻石|Алмазы|Diamantes|Diamanten|Diamants',
  'الماس|Berlian|Diamanti|Berlian|Diamenty|Diamantes|เพชร|Elmas|Kim cương',
);

// Every threshold is a round amount: 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten.
const roundSteps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round amount strictly above `minor` (at most 1.5 times it). */
export function roundAbove(minor: number): number {
  for (let scale = 1; ; scale *= 10) {
    const step = roundSteps.find((s) => s * scale > minor);
    if (step !== undefined && step < 10) return step * scale;
  }
}

const tier = (tierId: number, threshold: number, quantity: number, icon: string): TierTemplate => ({
  tierId,
  threshold,
  amount: quantity,
  rewards: [{ names: diamonds, icon, quantity }],
});

/**
 * Accumulated tiers: the first just above the second demo price (two purchases of the 300-diamond
 * goods reach it, one does not — USD 5.00 after two USD 4.99), then above the 1,280-diamond price,
 * then above that and the 3,280-diamond price together (USD 5.00, 20.00, 80.00).
 */
export function cumulativeTiers(currency: Currency): TierTemplate[] {
  const p = priceTiers[currency];
  return [
    tier(1, roundAbove(p[1]), 100, 'diamond'),
    tier(2, roundAbove(p[3]), 300, 'chest'),
    tier(3, roundAbove(p[3] + p[4]), 800, 'crown'),
  ];
}

/** Consecutive days: 1, 3 and 7 days in a row. */
export const continuousTiers: TierTemplate[] = [
  tier(1, 1, 50, 'diamond'),
  tier(2, 3, 200, 'chest'),
  tier(3, 7, 600, 'crown'),
];

/** A day counts with the second demo price paid (one 300-diamond purchase). */
export const minDailyMinor = (currency: Currency): number => priceTiers[currency][1];
