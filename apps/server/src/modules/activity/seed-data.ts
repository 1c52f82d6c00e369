import type { Currency } from '@topup/tenants/currencies';
import { priceTiers } from '../catalog/seed-data.ts';

// Demo events shared by every tenant: their texts, tiers and rewards. Thresholds follow the demo
// prices (catalog priceTiers), so the demo reads the same in every currency.

type Names = Record<string, string>;
type Reward = { names: Names; icon: string; quantity: number };
export type TierTemplate = { tierId: number; threshold: number; rewards: Reward[]; amount: number };

// Names in these languages, '|'-separated in this order; the app falls back to en.
const languages = ['en', 'ja', 'ko', 'zh-tw', 'zh-cn', 'ru', 'es', 'de', 'fr'] as const;
const names = (list: string): Names => {
  const values = list.split('|');
  return Object.fromEntries(languages.map((lang, i) => [lang, values[i] ?? values[0]!]));
};

export const texts = {
  cumulative: {
    names: names(
      'Top-up Festival|チャージフェスティバル|충전 페스티벌|儲值狂歡節|充值狂欢节|' +
        'Фестиваль пополнений|Festival de recargas|Aufladefestival|Festival de recharge',
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
    ),
  },
  continuous: {
    names: names(
      'Daily Top-up Streak|連続チャージ|연속 충전 이벤트|連續儲值|连续充值|' +
        'Серия пополнений|Racha de recargas|Aufladeserie|Série de recharges',
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
    ),
  },
  ended: {
    names: names(
      'Launch Celebration|リリース記念キャンペーン|출시 기념 이벤트|上市慶典|上线庆典|' +
        'Праздник запуска|Celebración de lanzamiento|Launch-Feier|Fête de lancement',
    ),
  },
};

const diamonds = names('Diamonds|ダイヤ|다이아|鑽石|钻石|Алмазы|Diamantes|Diamanten|Diamants');

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
