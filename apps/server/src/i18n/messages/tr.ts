import type { MessageKey } from './en.ts';

export const tr: Record<MessageKey, string> = {
  'game.notFound': 'Oyun bulunamadı',
  'area.unavailable': 'Bu bölge bu sitede kullanılamıyor',
  'area.serverElsewhere': 'Bu sunucu seçilen bölgede değil. Lütfen bu bölgeden bir sunucu seçin.',
  'auth.loginFirst': 'Lütfen önce giriş yapın.',
  'auth.notVerified': 'Kimlik doğrulaması gerekiyor',
  'request.invalid': 'Geçersiz istek ({where})',
  'request.tooMany': 'Çok fazla istek, {seconds} sn sonra tekrar deneyin',
  'request.internalError': 'Dahili hata',
  'request.unavailable': 'Hizmet geçici olarak kullanılamıyor, lütfen birazdan tekrar deneyin',
  'request.badCharacters': 'İstek izin verilmeyen karakterler içeriyor ({field})',
  'catalog.roleNotFound': 'Karakter bulunamadı. Lütfen yeniden seçin veya hesabı değiştirin.',
  'catalog.unknownProduct': 'Bilinmeyen ürün',
  'accounts.invalidLogin': 'Geçersiz giriş parametreleri',
  'accounts.loginFailed': 'Hesap veya şifre hatalı',
  'accounts.loginLocked.one':
    'Çok fazla başarısız giriş denemesi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'accounts.loginLocked.other':
    'Çok fazla başarısız giriş denemesi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'accounts.methodUnavailable':
    'Bu giriş yöntemi burada kullanılamıyor. Lütfen hesabınız ve şifrenizle giriş yapın.',
  'accounts.socialLoginFailed': 'Giriş başarısız. Lütfen tekrar deneyin.',
  'accounts.badReturnPage': 'Dönüş sayfası bu mağazanın bir sayfası olmalıdır.',
  'accounts.loginOtherBrowser':
    'Bu giriş başka bir tarayıcıda başlatıldı veya çerezi silindi. Lütfen girişi burada yeniden başlatın.',
  'pay.paywayMissing': 'Bu ödeme yöntemi mevcut değil.',
  'pay.channelMissing': 'Ödeme kanalı mevcut değil, tekrar deneyin.',
  'pay.badParams': 'Seçilen ödeme yöntemi için parametreler hatalı',
  'pay.payerDetails': 'Bu ödeme yönteminin gerektirdiği ödeyen bilgilerini girin',
  'pay.invalidLink': 'Bağlantı geçersiz, lütfen sayfayı yenileyip tekrar deneyin.',
  'pay.illegalCoupon': 'Bu kupon kullanılamaz',
  'pay.accountBlocked':
    'İade edilen bir sipariş nedeniyle bu hesaptaki satın alımlar durduruldu. Lütfen müşteri hizmetlerinin gönderdiği bağlantıyla bekleyen telafi ödemesini yapın ve tekrar deneyin.',
  'pay.currencyNotTaken':
    'Bu ödeme yöntemi {currency} kabul etmiyor. Lütfen başka bir yöntem seçin.',
  'pay.unavailable': 'Bu ödeme yöntemi henüz kullanılamıyor. Lütfen başka bir yöntem seçin.',
  'catalog.gameUnavailable':
    'Oyunun sunucularına bu mağazadan henüz ulaşılamıyor. Lütfen daha sonra tekrar deneyin.',
  'pay.queryError': 'Sorgu hatası, lütfen ana sayfaya dönüp tekrar deneyin',
  'pay.tooManyUnpaid':
    'Çok fazla ödenmemiş siparişiniz var. Birini ödeyin veya süreleri dolana kadar bekleyin, ardından tekrar deneyin.',
  'coupons.cannotClaim': 'Bu kupon alınamaz',
  'coupons.alreadyClaimed': 'Bu kupon zaten alındı',
  'replenish.invalid':
    'Bu ek ödeme bağlantısı geçersiz. Yeni bir bağlantı için lütfen müşteri hizmetleriyle iletişime geçin.',
  'replenish.cancelled':
    'Bu ek ödeme bağlantısı iptal edildi. Yeni bir bağlantı için lütfen müşteri hizmetleriyle iletişime geçin.',
  'replenish.expired':
    'Bu sayfanın süresi doldu, yeni bir bağlantı için müşteri hizmetleriyle iletişime geçin',
  'replenish.paid': 'Bu ek ödeme zaten yapıldı.',
  'replenish.otherAccount': 'Giriş yapılan hesap, yükleme yapılacak oyun hesabıyla aynı olmalıdır.',
  'replenish.otherGame': 'Bu ek ödeme bağlantısı başka bir oyuna ait.',
  'replenish.paymentUnderWay':
    'Bu bağlantının bir ödemesi zaten tamamlanmayı bekliyor. Ödeme süresi içinde tamamlayın veya {minutes} dakika sonra tekrar deneyin.',
  'limits.limitReached': 'Satın alma sınırına ulaşıldığı için bu ürün satın alınamaz',
  'limits.unpaidOrder':
    'Bu ürün için ödemesi başarıyla tamamlanmamış bir sipariş var. Lütfen önce ödeme sayfasına giderek ödemeyi tamamlayın.',
  'offers.notStarted': 'Bu teklif henüz kullanılamıyor',
  'offers.ended': 'Bu teklif sona erdi',
  'offers.stepLocked': 'Önce bu teklifin önceki adımını tamamlayın',
  'offers.claimFreeStep': 'Bu adım ücretsiz: ödemek yerine talep edin',
  'offers.stepTaken': 'Teklifin bu adımına zaten sahipsiniz',
  'cards.invalid': 'Kart numarası veya şifre hatalı',
  'cards.invalidCode': 'Hediye kartı kodu hatalı',
  'cards.used': 'Bu kart zaten kullanıldı',
  'cards.expired': 'Bu kart artık kullanılamaz',
  'cards.otherGame': 'Bu kart bu oyunda kullanılamaz',
  'cards.otherCurrency': 'Bu kart bu bölgede kullanılamaz',
  'cards.otherPrice': 'Bu kartın değeri bu ürünün fiyatıyla eşleşmiyor',
  'cards.tooManyGuesses.one':
    'Çok fazla hatalı kart numarası veya kod girildi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'cards.tooManyGuesses.other':
    'Çok fazla hatalı kart numarası veya kod girildi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'giftCards.invalidCode': 'Geçersiz hediye kartı kodu',
  'activity.missing': 'Bu etkinlik mevcut değil',
  'activity.notStarted': 'Bu etkinlik henüz başlamadı',
  'activity.ended': 'Bu etkinlik sona erdi',
  'activity.noSuchReward': 'Bu etkinlikte böyle bir ödül yok',
  'activity.rewardLocked': 'Bu ödüle henüz ulaşılmadı',
  'activity.rewardReceived': 'Bu ödül zaten alındı',
  'daily.missing': 'Bu oyun için şu anda günlük ödül yok',
  'daily.claimedToday':
    'Bugünün günlük ödülü zaten alındı. Bir sonraki sıfırlamadan sonra tekrar gel.',
  'orders.makeUpPayment': 'Ek ödeme',
  'orders.prepaidCard': 'Ön ödemeli kart',
  'orders.giftCard': 'Hediye kartı',
  'caps.dailyReached':
    'Bu satın alma {cap} olan günlük harcama sınırınızı aşar. Bugün hâlâ {left} harcayabilirsiniz.',
  'caps.weeklyReached':
    'Bu satın alma {cap} olan haftalık harcama sınırınızı aşar. Bu hafta hâlâ {left} harcayabilirsiniz.',
  'caps.monthlyReached':
    'Bu satın alma {cap} olan aylık harcama sınırınızı aşar. Bu ay hâlâ {left} harcayabilirsiniz.',
  'caps.ageReached':
    'Bu satın alma yaş grubunuz için {cap} olan aylık sınırı aşar. Bu ay hâlâ {left} harcayabilirsiniz.',
  'caps.otherCurrency':
    'Harcama sınırlarınız {currency} cinsindendir. Bir sınır ayarlıyken başka bir para biriminde satın alma yapılamaz.',
  'caps.pinRequired': 'Harcama sınırlarını değiştirmek için ebeveyn PIN kodunu girin.',
  'caps.pinWrong': 'Ebeveyn PIN kodu yanlış.',
  'caps.pinLocked': 'Çok fazla yanlış PIN girildi. Lütfen {minutes} dk sonra tekrar deneyin.',
  'playerId.unavailable': 'Bu oyuna oyuncu kimliğiyle yükleme yapılamaz.',
  'playerId.notFound':
    'Bu oyuncu kimliğine sahip bir karakter yok. Kimliği ve sunucuyu kontrol edip tekrar deneyin.',
  'playerId.expired': 'Bu onayın süresi doldu. Lütfen oyuncu kimliğini yeniden arayın.',
  'playerId.tooMany':
    'Çok fazla oyuncu kimliği araması yapıldı. Lütfen {minutes} dk sonra tekrar deneyin.',
  'playerId.loginNeeded':
    'Kuponlar, sınırlı ürünler ve teklifler giriş gerektirir. Oyuncu kimliğiyle yalnızca normal ürünler alınabilir.',
};
