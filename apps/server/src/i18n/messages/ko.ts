import type { MessageKey } from './en.ts';

export const ko: Record<MessageKey, string> = {
  'game.notFound': '게임을 찾을 수 없습니다',
  'area.unavailable': '이 지역은 이 사이트에서 이용할 수 없습니다',
  'area.serverElsewhere':
    '이 서버는 선택한 지역에 속하지 않습니다. 이 지역의 서버를 선택해 주세요.',
  'auth.loginFirst': '먼저 로그인해 주세요.',
  'auth.notVerified': '실명 인증이 필요합니다',
  'request.invalid': '잘못된 요청입니다({where})',
  'request.tooMany': '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요',
  'request.internalError': '내부 오류가 발생했습니다',
  'request.unavailable': '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요',
  'request.badCharacters': '요청에 허용되지 않는 문자가 포함되어 있습니다({field})',
  'catalog.roleNotFound': '캐릭터를 찾을 수 없습니다. 다시 선택하거나 계정을 변경해 주세요.',
  'catalog.unknownProduct': '알 수 없는 상품입니다',
  'accounts.invalidLogin': '로그인 정보가 올바르지 않습니다',
  'accounts.loginFailed': '계정 또는 비밀번호가 올바르지 않습니다',
  'accounts.loginLocked.one':
    '로그인 실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
  'accounts.loginLocked.other':
    '로그인 실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
  'accounts.methodUnavailable':
    '이 로그인 방식은 여기에서 사용할 수 없습니다. 계정과 비밀번호로 로그인해 주세요.',
  'accounts.socialLoginFailed': '로그인에 실패했습니다. 다시 시도해 주세요.',
  'accounts.badReturnPage': '돌아갈 페이지는 이 상점의 페이지여야 합니다.',
  'accounts.loginOtherBrowser':
    '이 로그인은 다른 브라우저에서 시작되었거나 쿠키가 삭제되었습니다. 여기에서 다시 로그인해 주세요.',
  'pay.paywayMissing': '존재하지 않는 결제 수단입니다.',
  'pay.channelMissing': '결제 채널이 존재하지 않습니다. 다시 시도해 주세요.',
  'pay.badParams': '선택한 결제 수단의 매개변수가 올바르지 않습니다',
  'pay.payerDetails': '이 결제 수단에 필요한 결제자 정보를 입력하세요',
  'pay.invalidLink': '링크가 유효하지 않습니다. 새로고침 후 다시 시도해 주세요.',
  'pay.illegalCoupon': '이 쿠폰은 사용할 수 없습니다',
  'pay.accountBlocked':
    '환불된 주문으로 인해 이 계정의 구매가 중지되었습니다. 고객센터에서 보내 드린 링크로 미결제 보충 결제를 완료한 후 다시 시도해 주세요.',
  'pay.currencyNotTaken':
    '이 결제 수단은 {currency} 결제를 지원하지 않습니다. 다른 결제 수단을 선택해 주세요.',
  'pay.unavailable': '이 결제 수단은 아직 사용할 수 없습니다. 다른 결제 수단을 선택해 주세요.',
  'catalog.gameUnavailable':
    '이 상점에서 아직 게임 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'pay.queryError': '조회 오류입니다. 홈으로 돌아가 다시 시도해 주세요',
  'pay.tooManyUnpaid':
    '미결제 주문이 너무 많습니다. 그중 하나를 결제하거나 만료될 때까지 기다린 후 다시 시도해 주세요.',
  'coupons.cannotClaim': '이 쿠폰은 받을 수 없습니다',
  'coupons.alreadyClaimed': '이미 받은 쿠폰입니다',
  'replenish.invalid':
    '유효하지 않은 추가 결제 링크입니다. 고객센터에 문의하여 새 링크를 받으세요.',
  'replenish.cancelled': '취소된 추가 결제 링크입니다. 고객센터에 문의하여 새 링크를 받으세요.',
  'replenish.expired': '이 페이지는 만료되었습니다. 고객센터에 문의하여 새 링크를 받으세요',
  'replenish.paid': '이미 결제가 완료된 추가 결제입니다.',
  'replenish.otherAccount': '로그인 계정은 충전할 게임 계정과 같아야 합니다.',
  'replenish.otherGame': '이 추가 결제 링크는 다른 게임의 링크입니다.',
  'replenish.paymentUnderWay':
    '이 링크의 결제가 이미 완료를 기다리고 있습니다. 결제 가능 시간 내에 완료하거나 {minutes}분 후에 다시 시도해 주세요.',
  'limits.limitReached': '구매 한도에 도달하여 이 상품을 구매할 수 없습니다',
  'limits.unpaidOrder':
    '이 상품에 결제가 완료되지 않은 주문이 있습니다. 먼저 결제 페이지에서 결제를 완료해 주세요.',
  'offers.notStarted': '아직 이용할 수 없는 오퍼입니다',
  'offers.ended': '종료된 오퍼입니다',
  'offers.stepLocked': '먼저 이 오퍼의 이전 단계를 완료하세요',
  'offers.claimFreeStep': '이 단계는 무료입니다. 결제하지 말고 받으세요',
  'offers.stepTaken': '이미 이 오퍼 단계를 받았습니다',
  'cards.invalid': '카드 번호 또는 비밀번호가 올바르지 않습니다',
  'cards.invalidCode': '기프트 카드 코드가 올바르지 않습니다',
  'cards.used': '이미 사용된 카드입니다',
  'cards.expired': '더 이상 사용할 수 없는 카드입니다',
  'cards.otherGame': '이 카드는 이 게임에서 사용할 수 없습니다',
  'cards.otherCurrency': '이 카드는 이 지역에서 사용할 수 없습니다',
  'cards.otherPrice': '이 카드의 금액이 상품 가격과 일치하지 않습니다',
  'cards.tooManyGuesses.one':
    '잘못된 카드 번호 또는 코드 입력이 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
  'cards.tooManyGuesses.other':
    '잘못된 카드 번호 또는 코드 입력이 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
  'giftCards.invalidCode': '유효하지 않은 기프트 카드 코드입니다',
  'activity.missing': '존재하지 않는 이벤트입니다',
  'activity.notStarted': '아직 시작되지 않은 이벤트입니다',
  'activity.ended': '종료된 이벤트입니다',
  'activity.noSuchReward': '이 이벤트에는 해당 보상이 없습니다',
  'activity.rewardLocked': '아직 달성하지 않은 보상입니다',
  'activity.rewardReceived': '이미 받은 보상입니다',
  'daily.missing': '현재 이 게임의 출석 보상이 없습니다',
  'daily.claimedToday': '오늘의 출석 보상은 이미 받았습니다. 다음 초기화 후에 다시 오세요.',
  'orders.makeUpPayment': '추가 결제',
  'orders.prepaidCard': '선불카드',
  'orders.giftCard': '기프트카드',
  'caps.dailyReached':
    '이 구매는 일일 지출 한도 {cap}을(를) 초과합니다. 오늘은 {left}까지 더 사용할 수 있습니다.',
  'caps.weeklyReached':
    '이 구매는 주간 지출 한도 {cap}을(를) 초과합니다. 이번 주에는 {left}까지 더 사용할 수 있습니다.',
  'caps.monthlyReached':
    '이 구매는 월간 지출 한도 {cap}을(를) 초과합니다. 이번 달에는 {left}까지 더 사용할 수 있습니다.',
  'caps.ageReached':
    '이 구매는 연령대별 월간 한도 {cap}을(를) 초과합니다. 이번 달에는 {left}까지 더 사용할 수 있습니다.',
  'caps.otherCurrency':
    '지출 한도는 {currency}(으)로 설정되어 있습니다. 한도가 설정된 동안에는 다른 통화로 구매할 수 없습니다.',
  'caps.pinRequired': '지출 한도를 변경하려면 보호자 PIN을 입력하세요.',
  'caps.pinWrong': '보호자 PIN이 올바르지 않습니다.',
  'caps.pinLocked': 'PIN을 너무 많이 잘못 입력했습니다. {minutes}분 후에 다시 시도해 주세요.',
  'playerId.unavailable': '이 게임은 플레이어 ID로 충전할 수 없습니다.',
  'playerId.notFound':
    '이 플레이어 ID의 캐릭터가 없습니다. ID와 서버를 확인한 후 다시 시도해 주세요.',
  'playerId.expired': '확인 시간이 만료되었습니다. 플레이어 ID를 다시 조회해 주세요.',
  'playerId.tooMany': '플레이어 ID 조회가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
  'playerId.loginNeeded':
    '쿠폰, 구매 제한 상품, 특가 상품은 로그인이 필요합니다. 플레이어 ID 충전으로는 일반 상품만 구매할 수 있습니다.',
};
