import * as accountBlocks from './tables/account-blocks.ts';
import * as accounts from './tables/accounts.ts';
import * as activities from './tables/activities.ts';
import * as cards from './tables/cards.ts';
import * as catalog from './tables/catalog.ts';
import * as clientErrors from './tables/client-errors.ts';
import * as config from './tables/config.ts';
import * as console from './tables/console.ts';
import * as dailyRewards from './tables/daily-rewards.ts';
import * as demoGame from './tables/demo-game.ts';
import * as emulators from './tables/emulators.ts';
import * as gameGateways from './tables/game-gateways.ts';
import * as identity from './tables/identity.ts';
import * as limits from './tables/limits.ts';
import * as makeGoods from './tables/make-goods.ts';
import * as offers from './tables/offers.ts';
import * as payments from './tables/payments.ts';
import * as playerLookups from './tables/player-lookups.ts';
import * as promotions from './tables/promotions.ts';
import * as replenish from './tables/replenish.ts';
import * as sandbox from './tables/sandbox.ts';
import * as spendingCaps from './tables/spending-caps.ts';
import * as tracking from './tables/tracking.ts';
import * as vip from './tables/vip.ts';

// Every table, for the drizzle instance. Modules import the table files they use directly.
// Tables stay unqualified (no pgSchema) so a connection's search_path picks the schema; see
// tables/config.ts.
export const schema = {
  ...accountBlocks,
  ...accounts,
  ...activities,
  ...cards,
  ...catalog,
  ...clientErrors,
  ...config,
  ...console,
  ...dailyRewards,
  ...demoGame,
  ...emulators,
  ...gameGateways,
  ...identity,
  ...limits,
  ...makeGoods,
  ...offers,
  ...payments,
  ...playerLookups,
  ...promotions,
  ...replenish,
  ...sandbox,
  ...spendingCaps,
  ...tracking,
  ...vip,
};
