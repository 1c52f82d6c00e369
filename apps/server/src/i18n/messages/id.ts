import type { MessageKey } from './en.ts';

export const id: Record<MessageKey, string> = {
  'game.notFound': 'Game tidak ditemukan',
  'area.unavailable': 'Wilayah ini tidak tersedia di situs ini',
  'area.serverElsewhere':
    'Server ini tidak berada di wilayah yang dipilih. Silakan pilih server di wilayah ini.',
  'auth.loginFirst': 'Silakan masuk terlebih dahulu.',
  'auth.notVerified': 'Verifikasi identitas diperlukan',
  'request.invalid': 'Permintaan tidak valid ({where})',
  'request.tooMany': 'Terlalu banyak permintaan, coba lagi dalam {seconds} detik',
  'request.internalError': 'Kesalahan internal',
  'request.unavailable': 'Layanan sementara tidak tersedia, silakan coba lagi sebentar lagi',
  'request.badCharacters': 'Permintaan berisi karakter yang tidak diizinkan ({field})',
  'catalog.roleNotFound': 'Karakter tidak ditemukan, silakan pilih ulang atau ganti akun',
  'catalog.unknownProduct': 'Produk tidak dikenal',
  'accounts.invalidLogin': 'Parameter masuk tidak valid',
  'accounts.loginFailed': 'Akun atau kata sandi salah',
  'accounts.loginLocked.one':
    'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {minutes} menit.',
  'accounts.loginLocked.other':
    'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {minutes} menit.',
  'accounts.methodUnavailable':
    'Metode masuk ini tidak tersedia di sini. Silakan masuk dengan akun dan kata sandi Anda.',
  'accounts.socialLoginFailed': 'Gagal masuk. Silakan coba lagi.',
  'accounts.badReturnPage': 'Halaman kembali harus halaman toko ini.',
  'accounts.loginOtherBrowser':
    'Proses masuk ini dimulai di browser lain, atau cookie-nya sudah hilang. Silakan mulai masuk lagi di sini.',
  'pay.paywayMissing': 'Metode pembayaran ini tidak ada.',
  'pay.channelMissing': 'Saluran pembayaran tidak ada, silakan coba lagi.',
  'pay.badParams': 'Parameter salah untuk metode pembayaran yang dipilih',
  'pay.payerDetails': 'Masukkan data pembayar yang diperlukan metode pembayaran ini',
  'pay.invalidLink': 'Tautan tidak valid, silakan muat ulang halaman dan coba lagi.',
  'pay.illegalCoupon': 'Kupon ini tidak dapat digunakan',
  'pay.accountBlocked':
    'Pembelian dengan akun ini dihentikan sementara karena pesanan yang dikembalikan dananya. Silakan lunasi pembayaran susulan yang tertunda melalui tautan dari layanan pelanggan, lalu coba lagi.',
  'pay.currencyNotTaken':
    'Metode pembayaran ini tidak menerima {currency}. Silakan pilih metode lain.',
  'pay.unavailable': 'Metode pembayaran ini belum tersedia. Silakan pilih metode lain.',
  'catalog.gameUnavailable':
    'Server game belum dapat dijangkau dari toko ini. Silakan coba lagi nanti.',
  'pay.queryError': 'Kesalahan kueri, silakan kembali ke beranda dan coba lagi',
  'pay.tooManyUnpaid':
    'Anda memiliki terlalu banyak pesanan yang belum dibayar. Bayar salah satunya atau tunggu hingga kedaluwarsa, lalu coba lagi.',
  'coupons.cannotClaim': 'Kupon ini tidak dapat diklaim',
  'coupons.alreadyClaimed': 'Kupon ini sudah diklaim',
  'replenish.invalid':
    'Tautan pembayaran susulan ini tidak valid. Silakan hubungi layanan pelanggan untuk mendapatkan tautan baru.',
  'replenish.cancelled':
    'Tautan pembayaran susulan ini telah dibatalkan. Silakan hubungi layanan pelanggan untuk mendapatkan tautan baru.',
  'replenish.expired':
    'Halaman ini telah kedaluwarsa, hubungi layanan pelanggan untuk mendapatkan tautan baru',
  'replenish.paid': 'Pembayaran susulan ini sudah dibayar.',
  'replenish.otherAccount':
    'Akun yang digunakan untuk masuk harus sama dengan akun game yang diisi ulang.',
  'replenish.otherGame': 'Tautan pembayaran susulan ini milik game lain.',
  'replenish.paymentUnderWay':
    'Pembayaran untuk tautan ini sudah menunggu untuk diselesaikan. Selesaikan dalam batas waktu pembayarannya, atau coba lagi dalam {minutes} menit.',
  'limits.limitReached': 'Item ini tidak dapat dibeli karena batas pembelian telah tercapai',
  'limits.unpaidOrder':
    'Ada pesanan untuk item ini yang belum berhasil dibayar. Silakan buka halaman pembayaran untuk menyelesaikan pembayaran terlebih dahulu.',
  'offers.notStarted': 'Penawaran ini belum tersedia',
  'offers.ended': 'Penawaran ini telah berakhir',
  'offers.stepLocked': 'Selesaikan dulu langkah sebelumnya dari penawaran ini',
  'offers.claimFreeStep': 'Langkah ini gratis: klaim alih-alih membayar',
  'offers.stepTaken': 'Kamu sudah memiliki langkah penawaran ini',
  'cards.invalid': 'Nomor kartu atau kata sandi salah',
  'cards.invalidCode': 'Kode kartu hadiah salah',
  'cards.used': 'Kartu ini sudah digunakan',
  'cards.expired': 'Kartu ini tidak dapat digunakan lagi',
  'cards.otherGame': 'Kartu ini tidak dapat digunakan untuk game ini',
  'cards.otherCurrency': 'Kartu ini tidak dapat digunakan di wilayah ini',
  'cards.otherPrice': 'Nilai kartu ini tidak sesuai dengan harga produk ini',
  'cards.tooManyGuesses.one':
    'Terlalu banyak nomor kartu atau kode yang salah. Silakan coba lagi dalam {minutes} menit.',
  'cards.tooManyGuesses.other':
    'Terlalu banyak nomor kartu atau kode yang salah. Silakan coba lagi dalam {minutes} menit.',
  'giftCards.invalidCode': 'Kode kartu hadiah tidak valid',
  'activity.missing': 'Event ini tidak ada',
  'activity.notStarted': 'Event ini belum dimulai',
  'activity.ended': 'Event ini telah berakhir',
  'activity.noSuchReward': 'Event ini tidak memiliki hadiah tersebut',
  'activity.rewardLocked': 'Hadiah ini belum tercapai',
  'activity.rewardReceived': 'Hadiah ini sudah diterima',
  'daily.missing': 'Saat ini tidak ada hadiah harian untuk game ini',
  'daily.claimedToday':
    'Hadiah harian hari ini sudah diklaim. Kembali lagi setelah reset berikutnya.',
  'orders.makeUpPayment': 'Pembayaran susulan',
  'orders.prepaidCard': 'Kartu prabayar',
  'orders.giftCard': 'Kartu hadiah',
  'caps.dailyReached':
    'Pembelian ini akan melebihi batas belanja harian Anda sebesar {cap}. Anda masih dapat membelanjakan {left} hari ini.',
  'caps.weeklyReached':
    'Pembelian ini akan melebihi batas belanja mingguan Anda sebesar {cap}. Anda masih dapat membelanjakan {left} minggu ini.',
  'caps.monthlyReached':
    'Pembelian ini akan melebihi batas belanja bulanan Anda sebesar {cap}. Anda masih dapat membelanjakan {left} bulan ini.',
  'caps.ageReached':
    'Pembelian ini akan melebihi batas bulanan {cap} untuk kelompok usia Anda. Anda masih dapat membelanjakan {left} bulan ini.',
  'caps.otherCurrency':
    'Batas belanja Anda dalam {currency}. Selama batas berlaku, pembelian dalam mata uang lain tidak dapat dilakukan.',
  'caps.pinRequired': 'Masukkan PIN wali untuk mengubah batas belanja.',
  'caps.pinWrong': 'PIN wali salah.',
  'caps.pinLocked': 'Terlalu banyak PIN yang salah. Silakan coba lagi dalam {minutes} menit.',
  'playerId.unavailable': 'Game ini tidak dapat diisi ulang dengan ID pemain.',
  'playerId.notFound':
    'Tidak ada karakter dengan ID pemain ini. Periksa ID dan server, lalu coba lagi.',
  'playerId.expired': 'Konfirmasi ini sudah kedaluwarsa. Silakan cari ID pemain lagi.',
  'playerId.tooMany':
    'Terlalu banyak pencarian ID pemain. Silakan coba lagi dalam {minutes} menit.',
  'playerId.loginNeeded':
    'Kupon, barang terbatas, dan penawaran memerlukan login. Isi ulang dengan ID pemain hanya membeli barang biasa.',
};
