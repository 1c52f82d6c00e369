import type { MessageKey } from './en.ts';

export const vi: Record<MessageKey, string> = {
  'game.notFound': 'Không tìm thấy game',
  'area.unavailable': 'Khu vực này không khả dụng trên trang web này',
  'area.serverElsewhere':
    'Máy chủ này không thuộc khu vực đã chọn. Vui lòng chọn máy chủ của khu vực này.',
  'auth.loginFirst': 'Vui lòng đăng nhập trước.',
  'auth.notVerified': 'Cần xác minh danh tính',
  'request.invalid': 'Yêu cầu không hợp lệ ({where})',
  'request.tooMany': 'Quá nhiều yêu cầu, hãy thử lại sau {seconds} giây',
  'request.internalError': 'Lỗi nội bộ',
  'request.unavailable': 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau giây lát',
  'request.badCharacters': 'Yêu cầu chứa ký tự không được phép ({field})',
  'catalog.roleNotFound': 'Không tìm thấy nhân vật, vui lòng chọn lại hoặc đổi tài khoản',
  'catalog.unknownProduct': 'Sản phẩm không xác định',
  'accounts.invalidLogin': 'Thông tin đăng nhập không hợp lệ',
  'accounts.loginFailed': 'Tài khoản hoặc mật khẩu không đúng',
  'accounts.loginLocked.one':
    'Đăng nhập thất bại quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'accounts.loginLocked.other':
    'Đăng nhập thất bại quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'accounts.methodUnavailable':
    'Phương thức đăng nhập này không khả dụng tại đây. Vui lòng đăng nhập bằng tài khoản và mật khẩu.',
  'accounts.socialLoginFailed': 'Đăng nhập thất bại. Vui lòng thử lại.',
  'accounts.badReturnPage': 'Trang quay lại phải là một trang của cửa hàng này.',
  'accounts.loginOtherBrowser':
    'Lần đăng nhập này được bắt đầu trên trình duyệt khác, hoặc cookie của nó đã mất. Vui lòng bắt đầu đăng nhập lại tại đây.',
  'pay.paywayMissing': 'Phương thức thanh toán này không tồn tại.',
  'pay.channelMissing': 'Kênh thanh toán không tồn tại, vui lòng thử lại.',
  'pay.badParams': 'Tham số không đúng cho phương thức thanh toán đã chọn',
  'pay.payerDetails': 'Vui lòng nhập thông tin người thanh toán mà phương thức này yêu cầu',
  'pay.invalidLink': 'Liên kết không hợp lệ, vui lòng tải lại trang và thử lại.',
  'pay.illegalCoupon': 'Không thể sử dụng phiếu giảm giá này',
  'pay.accountBlocked':
    'Tài khoản này tạm thời không thể mua hàng do có đơn hàng đã được hoàn tiền. Vui lòng thanh toán khoản bù còn nợ qua liên kết mà bộ phận chăm sóc khách hàng đã gửi, rồi thử lại.',
  'pay.currencyNotTaken':
    'Phương thức thanh toán này không nhận {currency}. Vui lòng chọn phương thức khác.',
  'pay.unavailable': 'Phương thức thanh toán này chưa khả dụng. Vui lòng chọn phương thức khác.',
  'catalog.gameUnavailable':
    'Cửa hàng này chưa thể kết nối tới máy chủ trò chơi. Vui lòng thử lại sau.',
  'pay.queryError': 'Lỗi truy vấn, vui lòng quay về trang chủ và thử lại',
  'pay.tooManyUnpaid':
    'Bạn có quá nhiều đơn hàng chưa thanh toán. Hãy thanh toán một đơn hoặc đợi chúng hết hạn rồi thử lại.',
  'coupons.cannotClaim': 'Không thể nhận phiếu giảm giá này',
  'coupons.alreadyClaimed': 'Phiếu giảm giá này đã được nhận',
  'replenish.invalid':
    'Liên kết thanh toán bổ sung này không hợp lệ. Vui lòng liên hệ bộ phận chăm sóc khách hàng để nhận liên kết mới.',
  'replenish.cancelled':
    'Liên kết thanh toán bổ sung này đã bị hủy. Vui lòng liên hệ bộ phận chăm sóc khách hàng để nhận liên kết mới.',
  'replenish.expired':
    'Trang này đã hết hạn, hãy liên hệ bộ phận chăm sóc khách hàng để nhận liên kết mới',
  'replenish.paid': 'Khoản thanh toán bổ sung này đã được thanh toán.',
  'replenish.otherAccount': 'Tài khoản đăng nhập phải trùng với tài khoản game được nạp.',
  'replenish.otherGame': 'Liên kết thanh toán bổ sung này thuộc về một game khác.',
  'replenish.paymentUnderWay':
    'Đã có một khoản thanh toán của liên kết này đang chờ hoàn tất. Hãy hoàn tất trong thời hạn thanh toán, hoặc thử lại sau {minutes} phút.',
  'limits.limitReached': 'Không thể mua vật phẩm này vì đã đạt giới hạn mua',
  'limits.unpaidOrder':
    'Có một đơn hàng của vật phẩm này chưa được thanh toán thành công. Vui lòng đến trang thanh toán để hoàn tất thanh toán trước.',
  'offers.notStarted': 'Ưu đãi này chưa khả dụng',
  'offers.ended': 'Ưu đãi này đã kết thúc',
  'offers.stepLocked': 'Hãy hoàn thành bước trước của ưu đãi này trước',
  'offers.claimFreeStep': 'Bước này miễn phí: hãy nhận thay vì thanh toán',
  'offers.stepTaken': 'Bạn đã có bước này của ưu đãi',
  'cards.invalid': 'Số thẻ hoặc mật khẩu không đúng',
  'cards.invalidCode': 'Mã thẻ quà tặng không đúng',
  'cards.used': 'Thẻ này đã được sử dụng',
  'cards.expired': 'Thẻ này không còn sử dụng được',
  'cards.otherGame': 'Không thể dùng thẻ này cho game này',
  'cards.otherCurrency': 'Không thể dùng thẻ này ở khu vực này',
  'cards.otherPrice': 'Mệnh giá thẻ này không khớp với giá của sản phẩm',
  'cards.tooManyGuesses.one':
    'Nhập sai số thẻ hoặc mã quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'cards.tooManyGuesses.other':
    'Nhập sai số thẻ hoặc mã quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'giftCards.invalidCode': 'Mã thẻ quà tặng không hợp lệ',
  'activity.missing': 'Sự kiện này không tồn tại',
  'activity.notStarted': 'Sự kiện này chưa bắt đầu',
  'activity.ended': 'Sự kiện này đã kết thúc',
  'activity.noSuchReward': 'Sự kiện này không có phần thưởng đó',
  'activity.rewardLocked': 'Chưa đạt được phần thưởng này',
  'activity.rewardReceived': 'Đã nhận phần thưởng này',
  'daily.missing': 'Hiện chưa có phần thưởng hằng ngày cho trò chơi này',
  'daily.claimedToday':
    'Phần thưởng hằng ngày hôm nay đã được nhận. Hãy quay lại sau lần đặt lại tiếp theo.',
  'orders.makeUpPayment': 'Thanh toán bổ sung',
  'orders.prepaidCard': 'Thẻ trả trước',
  'orders.giftCard': 'Thẻ quà tặng',
  'caps.dailyReached':
    'Giao dịch này sẽ vượt hạn mức chi tiêu hằng ngày {cap} của bạn. Hôm nay bạn còn có thể chi {left}.',
  'caps.weeklyReached':
    'Giao dịch này sẽ vượt hạn mức chi tiêu hằng tuần {cap} của bạn. Tuần này bạn còn có thể chi {left}.',
  'caps.monthlyReached':
    'Giao dịch này sẽ vượt hạn mức chi tiêu hằng tháng {cap} của bạn. Tháng này bạn còn có thể chi {left}.',
  'caps.ageReached':
    'Giao dịch này sẽ vượt hạn mức hằng tháng {cap} dành cho nhóm tuổi của bạn. Tháng này bạn còn có thể chi {left}.',
  'caps.otherCurrency':
    'Hạn mức chi tiêu của bạn tính bằng {currency}. Khi đang đặt hạn mức, không thể mua bằng loại tiền khác.',
  'caps.pinRequired': 'Nhập mã PIN của người giám hộ để thay đổi hạn mức chi tiêu.',
  'caps.pinWrong': 'Mã PIN của người giám hộ không đúng.',
  'caps.pinLocked': 'Nhập sai mã PIN quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'playerId.unavailable': 'Trò chơi này không thể nạp bằng ID người chơi.',
  'playerId.notFound':
    'Không có nhân vật nào có ID người chơi này. Hãy kiểm tra ID và máy chủ rồi thử lại.',
  'playerId.expired': 'Xác nhận này đã hết hạn. Vui lòng tra cứu lại ID người chơi.',
  'playerId.tooMany': 'Tra cứu ID người chơi quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
  'playerId.loginNeeded':
    'Phiếu giảm giá, vật phẩm giới hạn và ưu đãi cần đăng nhập. Nạp bằng ID người chơi chỉ mua được vật phẩm thường.',
};
