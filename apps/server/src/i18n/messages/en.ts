// The English text of every message the server sends to players; the other languages live beside
// it (<lang>.ts, typed Record<MessageKey, string> so none can miss a key). `{name}` placeholders
// are filled by serverMessage(); keys ending .one/.other are the singular and plural of one text.
export const en = {
  'game.notFound': 'Game not found',
  'area.unavailable': 'This area is not available on this site',
  'area.serverElsewhere':
    'This server is not in the selected region. Please choose a server of this region.',
  'auth.loginFirst': 'Please log in first.',
  'auth.notVerified': 'Real-name verification is required',
  'request.invalid': 'Invalid {where}',
  'request.tooMany': 'Too many requests, retry in {seconds} s',
  'request.internalError': 'Internal error',
  'request.unavailable': 'Service temporarily unavailable, please try again in a moment',
  'request.badCharacters': 'The request contains characters that are not allowed ({field})',
  'catalog.roleNotFound': 'Fail to find the character, please re-select or change the account',
  'catalog.unknownProduct': 'Unknown product',
  'accounts.invalidLogin': 'Invalid login parameters',
  'accounts.loginFailed': 'Incorrect account or password',
  'accounts.loginLocked.one':
    'Too many failed login attempts. Please try again in {minutes} minute.',
  'accounts.loginLocked.other':
    'Too many failed login attempts. Please try again in {minutes} minutes.',
  'accounts.methodUnavailable':
    'This login method is not available here. Please log in with your account and password.',
  'accounts.socialLoginFailed': 'Login failed. Please try again.',
  'accounts.badReturnPage': 'The return page must be a page of this shop.',
  'accounts.loginOtherBrowser':
    'This login was started in another browser, or its cookie is gone. Please start the login again here.',
  'pay.paywayMissing': 'payway_id is no exist',
  'pay.channelMissing': 'Channel ID does not exist, try again.',
  'pay.badParams': 'Incorrect parameters for the selected payment method',
  'pay.payerDetails': 'Enter the payer details this payment method needs',
  'pay.invalidLink': 'The link is invalid, please refresh and try again.',
  'pay.illegalCoupon': 'This coupon cannot be used',
  'pay.accountBlocked':
    'Purchases on this account are paused because of a refunded order. Please settle the outstanding make-up payment with the link customer service sent you, then try again.',
  'pay.currencyNotTaken':
    'This payment method does not take {currency}. Please choose another one.',
  'pay.unavailable': 'This payment method is not available yet. Please choose another one.',
  'catalog.gameUnavailable':
    "The game's servers cannot be reached from this shop yet. Please try again later.",
  'pay.queryError': 'Query error, please return to the home page and try again',
  'pay.tooManyUnpaid':
    'You have too many unpaid orders. Pay one of them or wait until they expire, then try again.',
  'coupons.cannotClaim': 'This coupon cannot be claimed',
  'coupons.alreadyClaimed': 'This coupon has already been claimed',
  'replenish.invalid':
    'This make-up payment link is invalid. Please contact customer service for a new link.',
  'replenish.cancelled':
    'This make-up payment link has been cancelled. Please contact customer service for a new link.',
  'replenish.expired': 'This page has expired, contact customer service to get a new link',
  'replenish.paid': 'This make-up payment has already been paid.',
  'replenish.otherAccount': 'The login account must match the top-up game account.',
  'replenish.otherGame': 'This make-up payment link belongs to another game.',
  'replenish.paymentUnderWay':
    'A payment of this link is already waiting to be completed. Finish it in its payment window, or try again in {minutes} minutes.',
  // Ready for the modules still being written (limits, cards, gift-cards, activity): their
  // call sites still pass English strings.
  'limits.limitReached':
    'This product can not be purchased because the purchase limit has been reached',
  'limits.unpaidOrder':
    'There is an order for this product that has not been paid successfully. Please go to the payment page to complete the payment first.',
  'offers.notStarted': 'This offer is not available yet',
  'offers.ended': 'This offer has ended',
  'offers.stepLocked': 'Complete the previous step of this offer first',
  'offers.claimFreeStep': 'This step is free: claim it instead of paying',
  'offers.stepTaken': 'You already have this step of the offer',
  'cards.invalid': 'Incorrect card number or password',
  'cards.invalidCode': 'Incorrect gift card code',
  'cards.used': 'This card has already been used',
  'cards.expired': 'This card can no longer be used',
  'cards.otherGame': 'This card can not be used for this game',
  'cards.otherCurrency': 'This card can not be used in this region',
  'cards.otherPrice': 'The value of this card does not match the price of this product',
  'cards.tooManyGuesses.one':
    'Too many wrong card numbers or codes. Please try again in {minutes} minute.',
  'cards.tooManyGuesses.other':
    'Too many wrong card numbers or codes. Please try again in {minutes} minutes.',
  'giftCards.invalidCode': 'Invalid gift card code',
  'activity.missing': 'This event does not exist',
  'activity.notStarted': 'This event has not started yet',
  'activity.ended': 'This event has ended',
  'activity.noSuchReward': 'This event has no such reward',
  'activity.rewardLocked': 'This reward has not been reached yet',
  'activity.rewardReceived': 'This reward has already been received',
  'daily.missing': 'There is no daily reward for this game right now',
  'daily.claimedToday':
    "Today's daily reward has already been claimed. Come back after the next reset.",
  // The goods name of a make-up payment's order (result popup, order history).
  'orders.makeUpPayment': 'Make-up payment',
  // What paid for a card or gift-code redemption on its receipt (issue 29 item 7).
  'orders.prepaidCard': 'Prepaid card',
  'orders.giftCard': 'Gift card',
  'caps.dailyReached':
    'This purchase would go over your daily spending limit of {cap}. You can still spend {left} today.',
  'caps.weeklyReached':
    'This purchase would go over your weekly spending limit of {cap}. You can still spend {left} this week.',
  'caps.monthlyReached':
    'This purchase would go over your monthly spending limit of {cap}. You can still spend {left} this month.',
  'caps.ageReached':
    'This purchase would go over the monthly limit of {cap} for your age group. You can still spend {left} this month.',
  'caps.otherCurrency':
    'Your spending limits are in {currency}. While a limit is set, purchases in another currency are not possible.',
  'caps.pinRequired': 'Enter the guardian PIN to change the spending limits.',
  'caps.pinWrong': 'The guardian PIN is incorrect.',
  'caps.pinLocked': 'Too many incorrect PINs. Please try again in {minutes} min.',
  'playerId.unavailable': 'This game cannot be topped up by player ID.',
  'playerId.notFound':
    'No character has this player ID. Check the ID and the server, then try again.',
  'playerId.expired': 'This confirmation has expired. Please look the player ID up again.',
  'playerId.tooMany': 'Too many player ID lookups. Please try again in {minutes} min.',
  'playerId.loginNeeded':
    'Coupons, limited goods and offers need a login. Top-up by player ID buys regular goods.',
} as const;

export type MessageKey = keyof typeof en;
