// Paths of SPEC §2. Both route sets and the layout's visibility rules use these.
export const paths = {
  home: '/',
  selectGame: '/selectGame',
  selectGoods: '/selectGoods',
  layoutGame: '/layoutGame',
  activity: '/activity',
  my: '/my',
  userCenter: '/userCenter',
  recharge: '/recharge',
  result: '/result',
  replenishGoods: '/replenishGoods',
  errorReplenish: '/errorReplenish',
  notArea: '/notArea',
  certifiedReal: '/certifiedReal',
  showError: '/showError',
  // Issue 18: the accessibility statement, linked from the footer on every brand and route set.
  accessibility: '/accessibility',
  // Issue 29 item 14: top-up by player id, where the brand's game gateway can look a player up.
  playerId: '/playerId',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
