import { useQuery } from '@tanstack/react-query';
import { thirdGiftListSchema, type ThirdGiftData } from '@topup/contracts/third-gifts';
import { apiGet } from '../../../shared/api-client/api-client.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';

// GET /api/pay/getThirdGift (SPEC §7): every gift of the game at once, one request for the whole
// goods grid. A decoration: a failure shows nothing (silent), the goods work without it.
export function useThirdGifts(clientId: string) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['third-gifts', clientId, lang],
    queryFn: ({ signal }) =>
      apiGet('/api/pay/getThirdGift', { client_id: clientId }, thirdGiftListSchema, {
        signal,
        silent: true,
      }),
    enabled: clientId !== '',
    staleTime: 5 * 60_000,
  });
}

/** The gifts that come with this product (a gift without a product comes with every one). */
export function giftsFor(gifts: readonly ThirdGiftData[] | undefined, productId: string) {
  return (gifts ?? []).filter((g) => g.product_id === null || g.product_id === productId);
}
