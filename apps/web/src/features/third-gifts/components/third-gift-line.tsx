import { useTranslation } from 'react-i18next';
import { useGameContext } from '../../game/use-game-context.ts';
import { giftsFor, useThirdGifts } from '../api/get-third-gifts.ts';
import '../third-gifts.css';

/** On a goods card: the first channel gift of the product, and how many more there are. */
export function ThirdGiftLine({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { clientId } = useGameContext();
  const gifts = giftsFor(useThirdGifts(clientId).data?.gifts, productId);
  const first = gifts[0];
  if (!first) return null;
  return (
    <span className="third-gift-line">
      <img className="third-gift-line__icon" src={first.icon} alt="" width={16} height={16} />
      <span dir="auto">
        {t('thirdGift.line', { name: first.name, quantity: first.quantity })}
        {gifts.length > 1 && ` ${t('thirdGift.more', { count: gifts.length - 1 })}`}
      </span>
    </span>
  );
}
