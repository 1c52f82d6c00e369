import type { MessageKey } from './en.ts';

export const ms: Record<MessageKey, string> = {
  'game.notFound': 'Permainan tidak ditemui',
  'area.unavailable': 'Wilayah ini tidak tersedia di laman ini',
  'area.serverElsewhere':
    'Pelayan ini tiada dalam wilayah yang dipilih. Sila pilih pelayan wilayah ini.',
  'auth.loginFirst': 'Sila log masuk dahulu.',
  'auth.notVerified': 'Pengesahan identiti diperlukan',
  'request.invalid': 'Permintaan tidak sah ({where})',
  'request.tooMany': 'Terlalu banyak permintaan, cuba lagi dalam {seconds} saat',
  'request.internalError': 'Ralat dalaman',
  'request.unavailable':
    'Perkhidmatan tidak tersedia buat sementara waktu, sila cuba lagi sebentar lagi',
  'request.badCharacters': 'Permintaan mengandungi aksara yang tidak dibenarkan ({field})',
  'catalog.roleNotFound': 'Watak tidak ditemui, sila pilih semula atau tukar akaun',
  'catalog.unknownProduct': 'Produk tidak diketahui',
  'accounts.invalidLogin': 'Parameter log masuk tidak sah',
  'accounts.loginFailed': 'Akaun atau kata laluan salah',
  'accounts.loginLocked.one':
    'Terlalu banyak percubaan log masuk yang gagal. Sila cuba lagi dalam {minutes} minit.',
  'accounts.loginLocked.other':
    'Terlalu banyak percubaan log masuk yang gagal. Sila cuba lagi dalam {minutes} minit.',
  'accounts.methodUnavailable':
    'Kaedah log masuk ini tidak tersedia di sini. Sila log masuk dengan akaun dan kata laluan anda.',
  'accounts.socialLoginFailed': 'Log masuk gagal. Sila cuba lagi.',
  'accounts.badReturnPage': 'Halaman kembali mestilah halaman kedai ini.',
  'accounts.loginOtherBrowser':
    'Log masuk ini dimulakan dalam pelayar lain, atau kukinya telah hilang. Sila mulakan log masuk semula di sini.',
  'pay.paywayMissing': 'Kaedah pembayaran ini tidak wujud.',
  'pay.channelMissing': 'Saluran pembayaran tidak wujud, sila cuba lagi.',
  'pay.badParams': 'Parameter tidak betul untuk kaedah pembayaran yang dipilih',
  'pay.payerDetails': 'Masukkan butiran pembayar yang diperlukan oleh kaedah pembayaran ini',
  'pay.invalidLink': 'Pautan tidak sah, sila muat semula halaman dan cuba lagi.',
  'pay.illegalCoupon': 'Kupon ini tidak boleh digunakan',
  'pay.accountBlocked':
    'Pembelian dengan akaun ini digantung kerana pesanan yang telah dibayar balik. Sila jelaskan bayaran tambahan yang tertunggak melalui pautan yang dihantar oleh khidmat pelanggan, kemudian cuba lagi.',
  'pay.currencyNotTaken':
    'Kaedah pembayaran ini tidak menerima {currency}. Sila pilih kaedah lain.',
  'pay.unavailable': 'Kaedah pembayaran ini belum tersedia. Sila pilih kaedah lain.',
  'catalog.gameUnavailable':
    'Pelayan permainan belum boleh dicapai dari kedai ini. Sila cuba lagi kemudian.',
  'pay.queryError': 'Ralat pertanyaan, sila kembali ke laman utama dan cuba lagi',
  'pay.tooManyUnpaid':
    'Anda mempunyai terlalu banyak pesanan yang belum dibayar. Bayar salah satu daripadanya atau tunggu sehingga tamat tempoh, kemudian cuba lagi.',
  'coupons.cannotClaim': 'Kupon ini tidak boleh dituntut',
  'coupons.alreadyClaimed': 'Kupon ini telah pun dituntut',
  'replenish.invalid':
    'Pautan bayaran susulan ini tidak sah. Sila hubungi khidmat pelanggan untuk mendapatkan pautan baharu.',
  'replenish.cancelled':
    'Pautan bayaran susulan ini telah dibatalkan. Sila hubungi khidmat pelanggan untuk mendapatkan pautan baharu.',
  'replenish.expired':
    'Halaman ini telah tamat tempoh, hubungi khidmat pelanggan untuk mendapatkan pautan baharu',
  'replenish.paid': 'Bayaran susulan ini telah pun dibayar.',
  'replenish.otherAccount':
    'Akaun log masuk mestilah sama dengan akaun permainan yang ditambah nilai.',
  'replenish.otherGame': 'Pautan bayaran susulan ini milik permainan lain.',
  'replenish.paymentUnderWay':
    'Satu pembayaran bagi pautan ini sedang menunggu untuk diselesaikan. Selesaikannya dalam tempoh pembayarannya, atau cuba lagi dalam {minutes} minit.',
  'limits.limitReached': 'Barangan ini tidak boleh dibeli kerana had pembelian telah dicapai',
  'limits.unpaidOrder':
    'Terdapat pesanan untuk barangan ini yang belum berjaya dibayar. Sila pergi ke halaman pembayaran untuk melengkapkan pembayaran dahulu.',
  'offers.notStarted': 'Tawaran ini belum tersedia',
  'offers.ended': 'Tawaran ini telah tamat',
  'offers.stepLocked': 'Lengkapkan langkah sebelumnya bagi tawaran ini dahulu',
  'offers.claimFreeStep': 'Langkah ini percuma: tuntut dan bukannya membayar',
  'offers.stepTaken': 'Anda sudah memiliki langkah tawaran ini',
  'cards.invalid': 'Nombor kad atau kata laluan salah',
  'cards.invalidCode': 'Kod kad hadiah salah',
  'cards.used': 'Kad ini telah pun digunakan',
  'cards.expired': 'Kad ini tidak boleh digunakan lagi',
  'cards.otherGame': 'Kad ini tidak boleh digunakan untuk permainan ini',
  'cards.otherCurrency': 'Kad ini tidak boleh digunakan di wilayah ini',
  'cards.otherPrice': 'Nilai kad ini tidak sepadan dengan harga produk ini',
  'cards.tooManyGuesses.one':
    'Terlalu banyak nombor kad atau kod yang salah. Sila cuba lagi dalam {minutes} minit.',
  'cards.tooManyGuesses.other':
    'Terlalu banyak nombor kad atau kod yang salah. Sila cuba lagi dalam {minutes} minit.',
  'giftCards.invalidCode': 'Kod kad hadiah tidak sah',
  'activity.missing': 'Acara ini tidak wujud',
  'activity.notStarted': 'Acara ini belum bermula',
  'activity.ended': 'Acara ini telah tamat',
  'activity.noSuchReward': 'Acara ini tiada ganjaran tersebut',
  'activity.rewardLocked': 'Ganjaran ini belum dicapai',
  'activity.rewardReceived': 'Ganjaran ini telah pun diterima',
  'daily.missing': 'Tiada ganjaran harian untuk permainan ini buat masa ini',
  'daily.claimedToday':
    'Ganjaran harian hari ini telah pun dituntut. Kembali selepas set semula seterusnya.',
  'orders.makeUpPayment': 'Bayaran susulan',
  'orders.prepaidCard': 'Kad prabayar',
  'orders.giftCard': 'Kad hadiah',
  'caps.dailyReached':
    'Pembelian ini akan melebihi had perbelanjaan harian anda sebanyak {cap}. Anda masih boleh berbelanja {left} hari ini.',
  'caps.weeklyReached':
    'Pembelian ini akan melebihi had perbelanjaan mingguan anda sebanyak {cap}. Anda masih boleh berbelanja {left} minggu ini.',
  'caps.monthlyReached':
    'Pembelian ini akan melebihi had perbelanjaan bulanan anda sebanyak {cap}. Anda masih boleh berbelanja {left} bulan ini.',
  'caps.ageReached':
    'Pembelian ini akan melebihi had bulanan {cap} bagi kumpulan umur anda. Anda masih boleh berbelanja {left} bulan ini.',
  'caps.otherCurrency':
    'Had perbelanjaan anda dalam {currency}. Selagi had ditetapkan, pembelian dalam mata wang lain tidak dibenarkan.',
  'caps.pinRequired': 'Masukkan PIN penjaga untuk menukar had perbelanjaan.',
  'caps.pinWrong': 'PIN penjaga tidak betul.',
  'caps.pinLocked': 'Terlalu banyak PIN yang salah. Sila cuba lagi dalam {minutes} minit.',
  'playerId.unavailable': 'Permainan ini tidak boleh ditambah nilai dengan ID pemain.',
  'playerId.notFound':
    'Tiada watak dengan ID pemain ini. Semak ID dan pelayan, kemudian cuba lagi.',
  'playerId.expired': 'Pengesahan ini telah tamat tempoh. Sila cari ID pemain sekali lagi.',
  'playerId.tooMany': 'Terlalu banyak carian ID pemain. Sila cuba lagi dalam {minutes} min.',
  'playerId.loginNeeded':
    'Kupon, barangan terhad dan tawaran memerlukan log masuk. Tambah nilai dengan ID pemain hanya membeli barangan biasa.',
};
