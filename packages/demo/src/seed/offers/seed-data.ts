import { names } from '../catalog/seed-data.ts';

// The demo's offers (decision 0028), on watt (new layout) and ko (old layout): a 48-hour offer,
// a first-purchase bonus and a three-step chain whose middle step is free. Names in all 18
// languages, in the goods' order (catalog/seed-data.ts names).

export const OFFER_TENANTS = ['watt', 'ko'] as const;
export const OFFER_HOURS = 48;
export const FIRST_PURCHASE_BONUS = 500;
export const CHAIN_ID = 'adventure-path';

export type OfferTemplate = {
  key: string;
  value: number;
  bonus: number;
  /** Index into the catalog's priceTiers; null: a free step (no price). */
  tier: number | null;
  goodsSort: number;
  chainStep: number | null;
  /**
   * The catalog goods (its key in catalog/seed-data.ts) the offer is a deal on: its price is the
   * regular price shown struck through (issue 29 item 13). At least as much for less.
   */
  regular: string | null;
  names: Record<string, string>;
};

export const offerTemplates: readonly OfferTemplate[] = [
  {
    key: 'flash-bundle',
    value: 1200,
    bonus: 400,
    tier: 2,
    goodsSort: 10,
    chainStep: null,
    regular: 'diamonds-1280',
    names: names(
      '48-hour bundle|48時間限定パック|48시간 한정 패키지|48小時限定禮包|Набор на 48 часов|Paquete de 48 horas',
      '48小时限定礼包|حزمة 48 ساعة|48-Stunden-Paket|Pack 48 heures|Paket 48 jam|Pacchetto 48 ore|Pek 48 jam|Pakiet 48-godzinny|Pacote de 48 horas|แพ็ก 48 ชั่วโมง|48 saatlik paket|Gói 48 giờ',
    ),
  },
  {
    key: 'path-1',
    value: 300,
    bonus: 60,
    tier: 0,
    goodsSort: 11,
    chainStep: 1,
    regular: 'diamonds-300',
    names: names(
      'Adventure path I|冒険の道 I|모험의 길 I|冒險之路 I|Путь приключений I|Senda de aventura I',
      '冒险之路 I|طريق المغامرة 1|Abenteuerpfad I|Voie de l’aventure I|Jalur petualangan I|Sentiero dell’avventura I|Laluan pengembaraan I|Ścieżka przygody I|Trilha da aventura I|เส้นทางผจญภัย I|Macera yolu I|Con đường phiêu lưu I',
    ),
  },
  {
    key: 'path-2',
    value: 150,
    bonus: 0,
    tier: null,
    goodsSort: 12,
    chainStep: 2,
    regular: null,
    names: names(
      'Adventure path II: gift|冒険の道 II：プレゼント|모험의 길 II: 선물|冒險之路 II：贈禮|Путь приключений II: подарок|Senda de aventura II: regalo',
      '冒险之路 II：赠礼|طريق المغامرة 2: هدية|Abenteuerpfad II: Geschenk|Voie de l’aventure II : cadeau|Jalur petualangan II: hadiah|Sentiero dell’avventura II: regalo|Laluan pengembaraan II: hadiah|Ścieżka przygody II: prezent|Trilha da aventura II: presente|เส้นทางผจญภัย II: ของขวัญ|Macera yolu II: hediye|Con đường phiêu lưu II: quà tặng',
    ),
  },
  {
    key: 'path-3',
    value: 1500,
    bonus: 500,
    tier: 2,
    goodsSort: 13,
    chainStep: 3,
    regular: 'diamonds-1280',
    names: names(
      'Adventure path III|冒険の道 III|모험의 길 III|冒險之路 III|Путь приключений III|Senda de aventura III',
      '冒险之路 III|طريق المغامرة 3|Abenteuerpfad III|Voie de l’aventure III|Jalur petualangan III|Sentiero dell’avventura III|Laluan pengembaraan III|Ścieżka przygody III|Trilha da aventura III|เส้นทางผจญภัย III|Macera yolu III|Con đường phiêu lưu III',
    ),
  },
];
