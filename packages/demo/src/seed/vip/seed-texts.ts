import type { Language } from '@topup/contracts/languages';

// The demo VIP programme's player-visible texts in the 18 languages of SPEC §1 (the type makes a
// missing language a compile error). Coupon names are JSON maps (SPEC §3: the app picks its
// language); level names and the FAQ are stored the same way and picked per request.
type Texts = Record<Language, string>;

export type LevelKey = 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

// Games name tiers with the metal; where a language writes it like English (German Gold,
// French Bronze, Indonesian Platinum…) that is the word, not a missing translation.
export const levelNames: Record<LevelKey, Texts> = {
  bronze: {
    ...{ en: 'Bronze', ar: 'برونزي', de: 'Bronze', es: 'Bronce', fr: 'Bronze', id: 'Perunggu' },
    ...{ it: 'Bronzo', ja: 'ブロンズ', ko: '브론즈', ms: 'Gangsa', pl: 'Brąz', pt: 'Bronze' },
    ...{ ru: 'Бронза', th: 'บรอนซ์', tr: 'Bronz', vi: 'Đồng', 'zh-cn': '青铜', 'zh-tw': '青銅' },
  },
  silver: {
    ...{ en: 'Silver', ar: 'فضي', de: 'Silber', es: 'Plata', fr: 'Argent', id: 'Perak' },
    ...{ it: 'Argento', ja: 'シルバー', ko: '실버', ms: 'Perak', pl: 'Srebro', pt: 'Prata' },
    ...{ ru: 'Серебро', th: 'ซิลเวอร์', tr: 'Gümüş', vi: 'Bạc', 'zh-cn': '白银', 'zh-tw': '白銀' },
  },
  gold: {
    ...{ en: 'Gold', ar: 'ذهبي', de: 'Gold', es: 'Oro', fr: 'Or', id: 'Emas' },
    ...{ it: 'Oro', ja: 'ゴールド', ko: '골드', ms: 'Emas', pl: 'Złoto', pt: 'Ouro' },
    ...{ ru: 'Золото', th: 'โกลด์', tr: 'Altın', vi: 'Vàng', 'zh-cn': '黄金', 'zh-tw': '黃金' },
  },
  platinum: {
    ...{ en: 'Platinum', ar: 'بلاتيني', de: 'Platin', es: 'Platino', fr: 'Platine' },
    ...{ id: 'Platinum', it: 'Platino', ja: 'プラチナ', ko: '플래티넘', ms: 'Platinum' },
    ...{ pl: 'Platyna', pt: 'Platina', ru: 'Платина', th: 'แพลทินัม', tr: 'Platin' },
    ...{ vi: 'Bạch kim', 'zh-cn': '铂金', 'zh-tw': '白金' },
  },
  diamond: {
    ...{ en: 'Diamond', ar: 'ماسي', de: 'Diamant', es: 'Diamante', fr: 'Diamant' },
    ...{ id: 'Berlian', it: 'Diamante', ja: 'ダイヤモンド', ko: '다이아몬드', ms: 'Berlian' },
    ...{ pl: 'Diament', pt: 'Diamante', ru: 'Алмаз', th: 'ไดมอนด์', tr: 'Elmas' },
    ...{ vi: 'Kim cương', 'zh-cn': '钻石', 'zh-tw': '鑽石' },
  },
};

/** Chinese writes a discount as what is paid: rate 95 is 95折, rate 90 is 9折. */
const zhe = (rate: number) => (rate % 10 === 0 ? String(rate / 10) : String(rate));

/** A coupon that pays `rate` percent of the price, renewed each week or month. */
export function periodicCouponName(period: 'week' | 'month', rate: number): string {
  const p = 100 - rate;
  const week = period === 'week';
  const texts: Texts = {
    en: week ? `Weekly ${p}% off` : `Monthly ${p}% off`,
    ar: week ? `خصم أسبوعي ${p}%` : `خصم شهري ${p}%`,
    de: week ? `Wochenrabatt ${p} %` : `Monatsrabatt ${p} %`,
    es: week ? `Descuento semanal del ${p}%` : `Descuento mensual del ${p}%`,
    fr: week ? `Réduction hebdomadaire de ${p} %` : `Réduction mensuelle de ${p} %`,
    id: week ? `Diskon mingguan ${p}%` : `Diskon bulanan ${p}%`,
    it: week ? `Sconto settimanale del ${p}%` : `Sconto mensile del ${p}%`,
    ja: week ? `週間${p}%オフ` : `月間${p}%オフ`,
    ko: week ? `주간 ${p}% 할인` : `월간 ${p}% 할인`,
    ms: week ? `Diskaun mingguan ${p}%` : `Diskaun bulanan ${p}%`,
    pl: week ? `Rabat tygodniowy ${p}%` : `Rabat miesięczny ${p}%`,
    pt: week ? `Desconto semanal de ${p}%` : `Desconto mensal de ${p}%`,
    ru: week ? `Еженедельная скидка ${p}%` : `Ежемесячная скидка ${p}%`,
    th: week ? `ส่วนลดรายสัปดาห์ ${p}%` : `ส่วนลดรายเดือน ${p}%`,
    tr: week ? `Haftalık %${p} indirim` : `Aylık %${p} indirim`,
    vi: week ? `Giảm ${p}% hằng tuần` : `Giảm ${p}% hằng tháng`,
    'zh-cn': week ? `每周${zhe(rate)}折` : `每月${zhe(rate)}折`,
    'zh-tw': week ? `每週${zhe(rate)}折` : `每月${zhe(rate)}折`,
  };
  return JSON.stringify(texts);
}

/** The one-off coupon a player gets on reaching a level. */
export function welcomeCouponName(level: LevelKey, rate: number): string {
  const p = 100 - rate;
  const l = levelNames[level];
  const texts: Texts = {
    en: `${l.en} welcome ${p}% off`,
    ar: `خصم ترحيبي ${p}% للمستوى ال${l.ar}`,
    de: `${l.de}-Willkommensrabatt ${p} %`,
    es: `Bienvenida ${l.es}: ${p}% de descuento`,
    fr: `Bienvenue ${l.fr} : -${p} %`,
    id: `Diskon sambutan ${l.id} ${p}%`,
    it: `Benvenuto ${l.it}: sconto del ${p}%`,
    ja: `${l.ja}歓迎 ${p}%オフ`,
    ko: `${l.ko} 환영 ${p}% 할인`,
    ms: `Diskaun alu-aluan ${l.ms} ${p}%`,
    pl: `Rabat powitalny ${p}% (poziom ${l.pl})`,
    pt: `Boas-vindas ${l.pt}: ${p}% de desconto`,
    ru: `Приветственная скидка ${p}% (${l.ru})`,
    th: `ส่วนลดต้อนรับระดับ${l.th} ${p}%`,
    tr: `${l.tr} hoş geldin indirimi %${p}`,
    vi: `Ưu đãi chào mừng hạng ${l.vi} giảm ${p}%`,
    'zh-cn': `${l['zh-cn']}会员迎新${zhe(rate)}折`,
    'zh-tw': `${l['zh-tw']}會員迎新${zhe(rate)}折`,
  };
  return JSON.stringify(texts);
}

export const pointToCoin: Texts = {
  en: 'Every purchase earns VIP points; higher levels unlock better coupons.',
  ar: 'كل عملية شراء تمنحك نقاط VIP، والمستويات الأعلى تفتح قسائم أفضل.',
  de: 'Jeder Kauf bringt VIP-Punkte; höhere Stufen schalten bessere Gutscheine frei.',
  es: 'Cada compra suma puntos VIP; los niveles más altos desbloquean mejores cupones.',
  fr: 'Chaque achat rapporte des points VIP ; les niveaux supérieurs débloquent de meilleurs coupons.',
  id: 'Setiap pembelian memberi poin VIP; level lebih tinggi membuka kupon yang lebih baik.',
  it: 'Ogni acquisto fa guadagnare punti VIP; i livelli più alti sbloccano coupon migliori.',
  ja: '購入ごとにVIPポイントが貯まり、レベルが上がるほどお得なクーポンが使えます。',
  ko: '구매할 때마다 VIP 포인트가 쌓이며, 레벨이 높을수록 더 좋은 쿠폰이 열립니다.',
  ms: 'Setiap pembelian memberi mata VIP; tahap lebih tinggi membuka kupon yang lebih baik.',
  pl: 'Każdy zakup daje punkty VIP; wyższe poziomy odblokowują lepsze kupony.',
  pt: 'Cada compra rende pontos VIP; níveis mais altos liberam cupons melhores.',
  ru: 'Каждая покупка приносит VIP-очки; на более высоких уровнях открываются лучшие купоны.',
  th: 'ทุกการซื้อจะได้รับแต้ม VIP ระดับที่สูงขึ้นจะปลดล็อกคูปองที่ดีกว่า',
  tr: 'Her satın alma VIP puanı kazandırır; yüksek seviyeler daha iyi kuponların kilidini açar.',
  vi: 'Mỗi lần mua đều nhận điểm VIP; cấp càng cao càng mở khóa phiếu giảm giá tốt hơn.',
  'zh-cn': '每次购买都能获得 VIP 积分，等级越高，可解锁的优惠券越好。',
  'zh-tw': '每次購買都能獲得 VIP 點數，等級越高，可解鎖的優惠券越好。',
};

export const faqTitle: Texts = {
  en: 'How do VIP levels work?',
  ar: 'كيف تعمل مستويات VIP؟',
  de: 'Wie funktionieren die VIP-Stufen?',
  es: '¿Cómo funcionan los niveles VIP?',
  fr: 'Comment fonctionnent les niveaux VIP ?',
  id: 'Bagaimana cara kerja level VIP?',
  it: 'Come funzionano i livelli VIP?',
  ja: 'VIPレベルの仕組み',
  ko: 'VIP 레벨은 어떻게 올라가나요?',
  ms: 'Bagaimanakah tahap VIP berfungsi?',
  pl: 'Jak działają poziomy VIP?',
  pt: 'Como funcionam os níveis VIP?',
  ru: 'Как работают VIP-уровни?',
  th: 'ระดับ VIP ทำงานอย่างไร',
  tr: 'VIP seviyeleri nasıl işler?',
  vi: 'Cấp VIP hoạt động thế nào?',
  'zh-cn': 'VIP 等级如何运作？',
  'zh-tw': 'VIP 等級如何運作？',
};

// Four lines each: points on delivery; the level never drops; coupon periods; one order per coupon.
export const faqContent: Texts = {
  en:
    'You earn VIP points each time a top-up is delivered to your character.\n' +
    'Your level rises as your points grow and never drops.\n' +
    'Weekly coupons renew every Monday and monthly coupons on the 1st (brand time zone); ' +
    'unclaimed coupons of a past period are gone.\n' +
    'A coupon is used by one order; if that payment fails or expires it comes back.',
  ar:
    'تحصل على نقاط VIP في كل مرة يصل فيها الشحن إلى شخصيتك.\n' +
    'يرتفع مستواك مع زيادة نقاطك ولا ينخفض أبدًا.\n' +
    'تتجدد القسائم الأسبوعية كل يوم اثنين والشهرية في اليوم الأول من الشهر (بتوقيت المتجر)، ' +
    'وتنتهي القسائم غير المطالب بها من الفترة السابقة.\n' +
    'تُستخدم القسيمة لطلب واحد، وإذا فشل الدفع أو انتهت مهلته تعود إليك.',
  de:
    'Du erhältst VIP-Punkte, sobald eine Aufladung bei deinem Charakter ankommt.\n' +
    'Deine Stufe steigt mit deinen Punkten und sinkt nie.\n' +
    'Wochengutscheine erneuern sich jeden Montag, Monatsgutscheine am 1. (Zeitzone des Shops); ' +
    'nicht abgeholte Gutscheine eines vergangenen Zeitraums verfallen.\n' +
    'Ein Gutschein gilt für eine Bestellung; schlägt die Zahlung fehl oder läuft sie ab, ' +
    'bekommst du ihn zurück.',
  es:
    'Ganas puntos VIP cada vez que una recarga llega a tu personaje.\n' +
    'Tu nivel sube a medida que crecen tus puntos y nunca baja.\n' +
    'Los cupones semanales se renuevan cada lunes y los mensuales el día 1 (hora de la tienda); ' +
    'los cupones no reclamados de un periodo anterior se pierden.\n' +
    'Un cupón sirve para un pedido; si el pago falla o caduca, se te devuelve.',
  fr:
    'Vous gagnez des points VIP chaque fois qu’une recharge est livrée à votre personnage.\n' +
    'Votre niveau monte avec vos points et ne baisse jamais.\n' +
    'Les coupons hebdomadaires se renouvellent chaque lundi et les mensuels le 1er ' +
    '(fuseau horaire de la boutique) ; les coupons non récupérés d’une période passée sont perdus.\n' +
    'Un coupon sert à une seule commande ; si le paiement échoue ou expire, il vous est rendu.',
  id:
    'Anda mendapat poin VIP setiap kali top-up terkirim ke karakter Anda.\n' +
    'Level Anda naik seiring bertambahnya poin dan tidak pernah turun.\n' +
    'Kupon mingguan diperbarui setiap Senin dan kupon bulanan setiap tanggal 1 (zona waktu toko); ' +
    'kupon yang tidak diklaim dari periode sebelumnya hangus.\n' +
    'Satu kupon untuk satu pesanan; jika pembayaran gagal atau kedaluwarsa, kupon kembali.',
  it:
    'Guadagni punti VIP ogni volta che una ricarica viene consegnata al tuo personaggio.\n' +
    'Il tuo livello sale con i punti e non scende mai.\n' +
    'I coupon settimanali si rinnovano ogni lunedì e quelli mensili il giorno 1 ' +
    '(fuso orario del negozio); i coupon non riscattati di un periodo passato vanno persi.\n' +
    'Un coupon vale per un solo ordine; se il pagamento non riesce o scade, ti viene restituito.',
  ja:
    'チャージがキャラクターに届くたびにVIPポイントが貯まります。\n' +
    'ポイントが増えるとレベルが上がり、下がることはありません。\n' +
    '週間クーポンは毎週月曜日、月間クーポンは毎月1日（ストアのタイムゾーン）に更新され、' +
    '過去の期間に受け取らなかったクーポンは消滅します。\n' +
    'クーポンは1件の注文に使われ、支払いが失敗または期限切れになると戻ります。',
  ko:
    '충전이 캐릭터에 지급될 때마다 VIP 포인트가 적립됩니다.\n' +
    '포인트가 쌓이면 레벨이 오르며 내려가지 않습니다.\n' +
    '주간 쿠폰은 매주 월요일, 월간 쿠폰은 매월 1일(상점 시간대)에 갱신되며 ' +
    '지난 기간에 받지 않은 쿠폰은 사라집니다.\n' +
    '쿠폰은 주문 하나에 사용되며, 결제가 실패하거나 만료되면 돌려받습니다.',
  ms:
    'Anda memperoleh mata VIP setiap kali tambah nilai dihantar kepada watak anda.\n' +
    'Tahap anda naik apabila mata anda bertambah dan tidak akan turun.\n' +
    'Kupon mingguan diperbaharui setiap Isnin dan kupon bulanan pada 1 haribulan ' +
    '(zon waktu kedai); kupon yang tidak dituntut bagi tempoh lalu akan hilang.\n' +
    'Satu kupon untuk satu pesanan; jika pembayaran gagal atau tamat tempoh, kupon dikembalikan.',
  pl:
    'Punkty VIP zdobywasz za każde doładowanie dostarczone do Twojej postaci.\n' +
    'Twój poziom rośnie wraz z punktami i nigdy nie spada.\n' +
    'Kupony tygodniowe odnawiają się w każdy poniedziałek, a miesięczne 1. dnia miesiąca ' +
    '(strefa czasowa sklepu); nieodebrane kupony z minionego okresu przepadają.\n' +
    'Kupon służy do jednego zamówienia; jeśli płatność się nie powiedzie lub wygaśnie, kupon wraca.',
  pt:
    'Você ganha pontos VIP cada vez que uma recarga é entregue ao seu personagem.\n' +
    'Seu nível sobe conforme seus pontos aumentam e nunca cai.\n' +
    'Os cupons semanais renovam toda segunda-feira e os mensais no dia 1 (fuso da loja); ' +
    'cupons não resgatados de um período anterior expiram.\n' +
    'Um cupom vale para um pedido; se o pagamento falhar ou expirar, ele volta para você.',
  ru:
    'VIP-очки начисляются каждый раз, когда пополнение доставлено вашему персонажу.\n' +
    'Уровень растёт вместе с очками и никогда не понижается.\n' +
    'Еженедельные купоны обновляются каждый понедельник, ежемесячные — 1-го числа ' +
    '(часовой пояс магазина); не полученные за прошлый период купоны сгорают.\n' +
    'Купон применяется к одному заказу; если оплата не прошла или истекла, купон возвращается.',
  th:
    'คุณจะได้รับแต้ม VIP ทุกครั้งที่การเติมเงินส่งถึงตัวละครของคุณ\n' +
    'ระดับของคุณจะเพิ่มขึ้นตามแต้มและจะไม่ลดลง\n' +
    'คูปองรายสัปดาห์รีเซ็ตทุกวันจันทร์ และคูปองรายเดือนทุกวันที่ 1 (ตามเขตเวลาของร้าน) ' +
    'คูปองที่ไม่ได้รับในรอบที่ผ่านมาจะหายไป\n' +
    'คูปองหนึ่งใบใช้ได้กับหนึ่งคำสั่งซื้อ หากชำระเงินไม่สำเร็จหรือหมดเวลา คูปองจะคืนให้คุณ',
  tr:
    'Karakterine her yükleme teslim edildiğinde VIP puanı kazanırsın.\n' +
    'Seviyen puanların arttıkça yükselir ve asla düşmez.\n' +
    'Haftalık kuponlar her pazartesi, aylık kuponlar her ayın 1’inde yenilenir ' +
    '(mağaza saat dilimi); geçmiş dönemde alınmayan kuponlar kaybolur.\n' +
    'Bir kupon tek bir siparişte kullanılır; ödeme başarısız olursa veya süresi dolarsa geri gelir.',
  vi:
    'Bạn nhận điểm VIP mỗi khi lượt nạp được giao đến nhân vật của bạn.\n' +
    'Cấp của bạn tăng theo điểm và không bao giờ giảm.\n' +
    'Phiếu giảm giá tuần làm mới vào mỗi thứ Hai, phiếu tháng vào ngày 1 (múi giờ của cửa hàng); ' +
    'phiếu chưa nhận của kỳ trước sẽ mất.\n' +
    'Mỗi phiếu dùng cho một đơn hàng; nếu thanh toán thất bại hoặc hết hạn, phiếu được hoàn lại.',
  'zh-cn':
    '每次充值发放到您的角色时，您都会获得 VIP 积分。\n' +
    '等级随积分增长而提升，且不会下降。\n' +
    '每周优惠券于每周一更新，每月优惠券于每月 1 日更新（以商店时区为准）；' +
    '过去周期内未领取的优惠券将失效。\n' +
    '一张优惠券用于一笔订单；若付款失败或过期，优惠券将退回。',
  'zh-tw':
    '每次儲值發放到您的角色時，您都會獲得 VIP 點數。\n' +
    '等級隨點數增加而提升，且不會下降。\n' +
    '每週優惠券於每週一更新，每月優惠券於每月 1 日更新（以商店時區為準）；' +
    '過去週期內未領取的優惠券將失效。\n' +
    '一張優惠券用於一筆訂單；若付款失敗或逾期，優惠券將退回。',
};
