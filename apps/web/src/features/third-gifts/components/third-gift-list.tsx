import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameContext } from '../../game/use-game-context.ts';
import { giftsFor, useThirdGifts } from '../api/get-third-gifts.ts';
import '../third-gifts.css';

/** In the recharge info: every gift a payment channel adds to this product (SPEC §7). */
export function ThirdGiftList({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { clientId } = useGameContext();
  const gifts = giftsFor(useThirdGifts(clientId).data?.gifts, productId);
  if (gifts.length === 0) return null;
  return (
    <section className="third-gifts" aria-labelledby={headingId}>
      <h3 id={headingId} className="third-gifts__title">
        {t('thirdGift.title')}
      </h3>
      <ul className="third-gifts__list">
        {gifts.map((gift) => (
          <li key={gift.gift_id} className="third-gifts__item">
            <img className="third-gifts__icon" src={gift.icon} alt="" width={32} height={32} />
            <span className="third-gifts__text">
              <span dir="auto">
                {t('thirdGift.line', { name: gift.name, quantity: gift.quantity })}
              </span>
              <span className="third-gifts__via" dir="auto">
                {t('thirdGift.via', { channel: gift.channel_name })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
