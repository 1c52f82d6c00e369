import { encodeCardInfo } from '@topup/contracts/card-info';
import { cardCheckSchema, cardExchangeSchema } from '@topup/contracts/cards';
import { apiPost } from '../../../shared/api-client/api-client.ts';
import { devicePlatform } from '../../../shared/platform/device-platform.ts';

// POST /api/card/check and /api/card/exchange (our paths; SPEC §7 leaves them open). Silent: the
// card flow shows the card messages itself and swallows every other failure (SPEC §8); -600 still
// opens the login. The token rides in the body (the API client adds it to GETs only).

export type CardInput = { cardNo: string; password: string };
export type CardScope = { clientId: string; area: string | undefined; token: string | undefined };

export function checkCard(scope: CardScope, card: CardInput) {
  return apiPost(
    '/api/card/check',
    {
      client_id: scope.clientId,
      domain_area: scope.area,
      card_info: encodeCardInfo(card.cardNo, card.password),
      oauth_token: scope.token,
    },
    cardCheckSchema,
    { silent: true },
  );
}

export type ExchangeTarget = { serverId: string; roleId: string; areaId?: string; lang: string };

export function exchangeCard(scope: CardScope, card: CardInput, target: ExchangeTarget) {
  return apiPost(
    '/api/card/exchange',
    {
      client_id: scope.clientId,
      server_id: target.serverId,
      role_id: target.roleId,
      platform: devicePlatform(),
      areaId: target.areaId,
      domain_area: scope.area,
      spec_lang: target.lang,
      card_info: encodeCardInfo(card.cardNo, card.password),
      oauth_token: scope.token,
    },
    cardExchangeSchema,
    // One attempt: a retry after a timeout could meet its own redeemed card.
    { silent: true, retry: false },
  );
}
