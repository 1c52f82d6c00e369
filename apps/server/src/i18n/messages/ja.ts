import type { MessageKey } from './en.ts';

export const ja: Record<MessageKey, string> = {
  'game.notFound': 'ゲームが見つかりません',
  'area.unavailable': 'この地域はこのサイトではご利用いただけません',
  'area.serverElsewhere':
    'このサーバーは選択した地域のものではありません。この地域のサーバーを選択してください。',
  'auth.loginFirst': '先にログインしてください。',
  'auth.notVerified': '本人確認が必要です',
  'request.invalid': 'リクエストが正しくありません（{where}）',
  'request.tooMany': 'リクエストが多すぎます。{seconds} 秒後にもう一度お試しください',
  'request.internalError': '内部エラーが発生しました',
  'request.unavailable': 'サービスが一時的に利用できません。しばらくしてからもう一度お試しください',
  'request.badCharacters': 'リクエストに使用できない文字が含まれています（{field}）',
  'catalog.roleNotFound':
    'キャラクターが見つかりません。選び直すか、アカウントを変更してください。',
  'catalog.unknownProduct': '不明な商品です',
  'accounts.invalidLogin': 'ログイン情報が正しくありません',
  'accounts.loginFailed': 'アカウントまたはパスワードが正しくありません',
  'accounts.loginLocked.one':
    'ログインの失敗が多すぎます。{minutes} 分後にもう一度お試しください。',
  'accounts.loginLocked.other':
    'ログインの失敗が多すぎます。{minutes} 分後にもう一度お試しください。',
  'accounts.methodUnavailable':
    'このログイン方法はここではご利用いただけません。アカウントとパスワードでログインしてください。',
  'accounts.socialLoginFailed': 'ログインに失敗しました。もう一度お試しください。',
  'accounts.badReturnPage': '戻り先はこのショップのページである必要があります。',
  'accounts.loginOtherBrowser':
    'このログインは別のブラウザで開始されたか、Cookie が削除されています。ここでもう一度ログインしてください。',
  'pay.paywayMissing': 'この支払い方法は存在しません。',
  'pay.channelMissing': '支払いチャネルが存在しません。もう一度お試しください。',
  'pay.badParams': '選択した支払い方法のパラメータが正しくありません',
  'pay.payerDetails': 'この支払い方法に必要な支払者情報を入力してください',
  'pay.invalidLink': 'リンクが無効です。ページを更新してもう一度お試しください。',
  'pay.illegalCoupon': 'このクーポンは使用できません',
  'pay.accountBlocked':
    '返金された注文があるため、このアカウントでの購入は停止されています。カスタマーサービスから届いたリンクで未払いの補填支払いを済ませてから、もう一度お試しください。',
  'pay.currencyNotTaken':
    'このお支払い方法は{currency}に対応していません。別の方法をお選びください。',
  'pay.unavailable': 'このお支払い方法はまだご利用いただけません。別の方法をお選びください。',
  'catalog.gameUnavailable':
    'このショップからはまだゲームのサーバーに接続できません。しばらくしてからもう一度お試しください。',
  'pay.queryError': '照会エラーです。ホームに戻ってもう一度お試しください',
  'pay.tooManyUnpaid':
    '未払いの注文が多すぎます。いずれかを支払うか、有効期限が切れるまでお待ちのうえ、もう一度お試しください。',
  'coupons.cannotClaim': 'このクーポンは受け取れません',
  'coupons.alreadyClaimed': 'このクーポンはすでに受け取り済みです',
  'replenish.invalid':
    'この補填決済リンクは無効です。カスタマーサービスに新しいリンクをお問い合わせください。',
  'replenish.cancelled':
    'この補填決済リンクはキャンセルされました。カスタマーサービスに新しいリンクをお問い合わせください。',
  'replenish.expired':
    'このページの有効期限が切れました。カスタマーサービスに新しいリンクをお問い合わせください',
  'replenish.paid': 'この補填決済はすでに支払い済みです。',
  'replenish.otherAccount':
    'ログインするアカウントはチャージ先のゲームアカウントと同じである必要があります。',
  'replenish.otherGame': 'この補填決済リンクは別のゲームのものです。',
  'replenish.paymentUnderWay':
    'このリンクの支払いがすでに完了待ちです。支払い期限内に完了するか、{minutes} 分後にもう一度お試しください。',
  'limits.limitReached': '購入制限に達したため、この商品は購入できません',
  'limits.unpaidOrder':
    'この商品には支払いが完了していない注文があります。先に支払いページで支払いを完了してください。',
  'offers.notStarted': 'このオファーはまだ利用できません',
  'offers.ended': 'このオファーは終了しました',
  'offers.stepLocked': '先にこのオファーの前のステップを完了してください',
  'offers.claimFreeStep': 'このステップは無料です。支払わずに受け取ってください',
  'offers.stepTaken': 'このオファーのステップはすでに受け取り済みです',
  'cards.invalid': 'カード番号またはパスワードが正しくありません',
  'cards.invalidCode': 'ギフトカードのコードが正しくありません',
  'cards.used': 'このカードはすでに使用されています',
  'cards.expired': 'このカードはもう使用できません',
  'cards.otherGame': 'このカードはこのゲームでは使用できません',
  'cards.otherCurrency': 'このカードはこの地域では使用できません',
  'cards.otherPrice': 'このカードの金額がこの商品の価格と一致しません',
  'cards.tooManyGuesses.one':
    'カード番号またはコードの誤りが多すぎます。{minutes} 分後にもう一度お試しください。',
  'cards.tooManyGuesses.other':
    'カード番号またはコードの誤りが多すぎます。{minutes} 分後にもう一度お試しください。',
  'giftCards.invalidCode': 'ギフトカードのコードが無効です',
  'activity.missing': 'このイベントは存在しません',
  'activity.notStarted': 'このイベントはまだ始まっていません',
  'activity.ended': 'このイベントは終了しました',
  'activity.noSuchReward': 'このイベントにその報酬はありません',
  'activity.rewardLocked': 'この報酬はまだ達成されていません',
  'activity.rewardReceived': 'この報酬はすでに受け取り済みです',
  'daily.missing': '現在このゲームのデイリー報酬はありません',
  'daily.claimedToday':
    '本日のデイリー報酬は受け取り済みです。次のリセット後にまたお越しください。',
  'orders.makeUpPayment': '補填決済',
  'orders.prepaidCard': 'プリペイドカード',
  'orders.giftCard': 'ギフトカード',
  'caps.dailyReached':
    'この購入は1日の利用上限 {cap} を超えます。本日はあと {left} まで利用できます。',
  'caps.weeklyReached':
    'この購入は1週間の利用上限 {cap} を超えます。今週はあと {left} まで利用できます。',
  'caps.monthlyReached':
    'この購入は1か月の利用上限 {cap} を超えます。今月はあと {left} まで利用できます。',
  'caps.ageReached':
    'この購入は年齢区分の月間上限 {cap} を超えます。今月はあと {left} まで利用できます。',
  'caps.otherCurrency':
    '利用上限は {currency} で設定されています。上限の設定中は他の通貨で購入できません。',
  'caps.pinRequired': '利用上限を変更するには保護者用PINを入力してください。',
  'caps.pinWrong': '保護者用PINが正しくありません。',
  'caps.pinLocked': 'PINの入力ミスが多すぎます。{minutes}分後にもう一度お試しください。',
  'playerId.unavailable': 'このゲームはプレイヤーIDでチャージできません。',
  'playerId.notFound':
    'このプレイヤーIDのキャラクターは見つかりません。IDとサーバーを確認して、もう一度お試しください。',
  'playerId.expired': 'この確認の有効期限が切れました。もう一度プレイヤーIDを検索してください。',
  'playerId.tooMany': 'プレイヤーIDの検索回数が多すぎます。{minutes}分後にもう一度お試しください。',
  'playerId.loginNeeded':
    'クーポン・購入制限付き商品・特典にはログインが必要です。プレイヤーIDでのチャージでは通常の商品のみ購入できます。',
};
