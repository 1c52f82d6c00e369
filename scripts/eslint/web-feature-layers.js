// Which storefront features each feature may import (apps/web/src/features/<name>), ADR 0029.
// The graph must stay acyclic: feature-boundaries.js refuses to run on a cycle and
// feature-boundaries.test.js checks it. shared/ imports no feature; app/ may import any.
// To add an edge, put the importer above the imported feature; if that would close a loop, move
// the common piece to shared/ or into the lower feature, or pass it in from app/ instead.
export const featureDeps = {
  // Foundations: no feature below them.
  accessibility: [],
  errors: [],
  'pay-methods': [],
  region: [],
  game: ['region'],
  config: ['game'],
  account: ['game'],
  // Pieces of the goods page and the pay flow.
  offers: ['account'],
  promotions: [],
  'third-gifts': ['game'],
  limits: ['game'],
  cards: ['account', 'game'],
  coupons: ['config', 'pay-methods'],
  activity: ['account', 'config', 'game'],
  'daily-reward': ['account', 'activity', 'game'],
  'gift-cards': ['account', 'cards', 'game'],
  recharge: [
    'account',
    'cards',
    'config',
    'coupons',
    'game',
    'limits',
    'pay-methods',
    'region',
    'third-gifts',
  ],
  result: ['game', 'recharge'],
  // Pages that compose the pieces.
  'select-goods': [
    'activity',
    'config',
    'daily-reward',
    'game',
    'gift-cards',
    'limits',
    'offers',
    'promotions',
    'recharge',
    'region',
    'result',
    'third-gifts',
  ],
  'select-game': ['game'],
  replenish: ['account', 'game', 'pay-methods', 'recharge', 'result'],
  order: ['game', 'result'],
  vip: ['account', 'coupons', 'game', 'result'],
  'user-center': ['game', 'vip'],
  my: ['account', 'game'],
  'player-id': ['game', 'pay-methods', 'recharge', 'result'],
};
