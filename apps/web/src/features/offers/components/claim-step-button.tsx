import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GoodsData } from '@topup/contracts/catalog';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { sessionToken } from '../../account/session-token.ts';
import { claimOfferStep } from '../api/claim-offer-step.ts';
import { offerTextFiles } from '../offer-texts.ts';

type ClaimStepButtonProps = {
  goods: GoodsData;
  clientId: string;
  area: string | undefined;
  character: { serverId: string; roleId: string } | null;
};

/**
 * Takes the place of the buy button for a free chain step: claims it for the character (no
 * payment), then reloads the goods so the next step opens. The server refuses a step out of order
 * or claimed already, and the api client shows its message. (No useMutation: it would split react
 * query's shared base class out of the first page's chunk, issue 17's budget.)
 */
export function ClaimStepButton({ goods, clientId, area, character }: ClaimStepButtonProps) {
  const { t } = useTranslation();
  const ready = useFeatureTexts(offerTextFiles, 'offers');
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const open = goods.offer?.chain?.state === 'available';
  const claim = async () => {
    if (!character || pending) return;
    setPending(true);
    try {
      await claimOfferStep({
        clientId,
        area,
        ...character,
        productId: goods.product_id,
        token: sessionToken(getBoot().tenant, search),
      });
      showToast(t('offers.claimed'));
    } catch {
      // The api client has shown the server's message (SPEC §8).
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['goods-list', clientId] });
    }
  };
  return (
    <div className={open && character ? 'buy-bar buy-bar--ready' : 'buy-bar'}>
      <button
        type="button"
        className="button buy-bar__button"
        disabled={!ready || !open || !character || pending}
        onClick={() => void claim()}
      >
        {ready ? t('offers.claim') : '\u00a0'}
      </button>
    </div>
  );
}
