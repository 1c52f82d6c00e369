// Result codes of SPEC §8. The app reacts to these in one place (api-client/result-codes).
export const ResultCode = {
  Success: 1,
  NotLoggedIn: -600,
  NoGame: -3001,
  WrongDomain: -3014,
  ReplenishError: -3016,
  ActivityMissing: -3022,
  IllegalCoupon: -3062,
  NotVerified: 6001,
  // Codes of our own for failures SPEC §8 leaves to "show the server message".
  BadRequest: -400,
  Forbidden: -403,
  NotFound: -404,
  RateLimited: -429,
  ServerError: -500,
  // A dependency (database, Redis) is down or stalled: retry later (HTTP 503 + Retry-After).
  Unavailable: -503,
  UnknownTenant: -3013,
  // Login and catalog (messages: see the services; shown to the player as the server sends them).
  LoginFailed: -3100,
  LoginMethodUnavailable: -3102,
  // A third-party login finished in another browser than the one that started it (or without its
  // cookie): refused, start again (decision 0033).
  LoginOtherBrowser: -3103,
  RoleNotFound: -3030,
  // The character's server is in another area than the request's (SPEC §3: a server belongs to
  // one area, and the area decides the currency and price).
  ServerNotInArea: -3031,
  // Paying (SPEC §5 messages).
  PaywayMissing: -3040,
  ChannelMissing: -3041,
  BadPayParams: -3042,
  InvalidPayLink: -3043,
  // Purchase limits (SPEC §4 limit display, §8 messages).
  LimitReached: -3050,
  UnpaidLimitOrder: -3051,
  // Player-set spending caps (issue 18): the order would pass a cap (or is in a currency the cap
  // cannot count); a guardian PIN is missing or wrong.
  SpendingCapReached: -3052,
  CapsPinWrong: -3053,
  // Offers (decision 0028): outside its time window or ended; a chain step whose previous step the
  // character has not paid or claimed; a step the character already has.
  OfferUnavailable: -3055,
  OfferStepLocked: -3056,
  OfferStepTaken: -3057,
  // Prepaid cards and gift cards: wrong number/password/code, already used, or not usable here
  // (other currency, other game, price that does not match the product).
  CardInvalid: -3070,
  CardUsed: -3071,
  CardNotUsable: -3072,
  // Events (SPEC §8 -3022 is the event itself): a tier not reached yet, or already received.
  RewardLocked: -3023,
  RewardReceived: -3024,
  // Daily rewards (issue 18): the game has no live calendar, or today's item was claimed already.
  DailyMissing: -3025,
  DailyClaimed: -3026,
  // A production shop whose game integration or payment provider is not configured yet
  // (docs/decisions/0016): a clear answer with HTTP 503, never the demo game or the sandbox.
  GameUnavailable: -3032,
  // Top-up by player id (issue 29 item 14, decision 0038): no character has that id (on that
  // server); the lookup's ticket has run out (look it up again); the game does not take it.
  PlayerNotFound: -3033,
  PlayerTicketExpired: -3034,
  PlayerIdUnavailable: -3035,
  PaymentUnavailable: -3044,
  // The account is blocked from new purchases on this brand until it pays the make-up payment for
  // goods of a refunded order the game could not take back (issue 14; the tenant's
  // revokeShortfall rule). Make-up payments themselves are still taken.
  AccountBlocked: -3045,
  // The method's provider cannot take the currency the order is priced in (issue 28: a method
  // offered where its provider refuses the currency); answered before any order or provider call.
  CurrencyNotTaken: -3046,
  // Console refunds (issue 31): more than what is left to give back on the order; another refund
  // of the same order is being asked of the provider right now (try again in a moment).
  RefundOverLeft: -3080,
  RefundInProgress: -3081,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];
