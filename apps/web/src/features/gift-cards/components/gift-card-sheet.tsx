import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getBoot } from '../../../shared/boot/boot.ts';
import { readQueryParams } from '../../../shared/boot/query-params.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { sessionToken } from '../../account/session-token.ts';
import { cardFailureMessage } from '../../cards/card-errors.ts';
import { patchSelection } from '../../game/selection-store.ts';
import { useGameContext } from '../../game/use-game-context.ts';
import { showResult } from '../../../shared/pay-flow/pay-flow-store.ts';
import { redeemGift } from '../api/gift-api.ts';
import '../../cards/cards.css';

const CODE_MAX = 64;

type Picked = { display: string; value: string };
type GiftCardSheetProps = {
  server: Picked;
  realServer: string | undefined;
  role: Picked;
  onClose: () => void;
};

/** Enter a gift-card code for the chosen character; the result popup follows the order. */
export function GiftCardSheet({ server, realServer, role, onClose }: GiftCardSheetProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const ctx = useGameContext();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filled = code.trim() !== '';

  const submit = () => {
    if (!filled || busy) return;
    setBusy(true);
    setError(null);
    const tenant = getBoot().tenant;
    redeemGift({
      clientId: ctx.clientId,
      area: ctx.area,
      serverId: realServer ?? server.value,
      roleId: role.value,
      code,
      lang: currentLanguage(),
      areaId: readQueryParams(search, tenant.readsUtm).area_id,
      token: sessionToken(tenant, search),
    }).then(
      (answer) => {
        patchSelection({ billing_no: answer.billing_no });
        onClose();
        showResult({ billingNo: answer.billing_no, pending: true });
      },
      (err: unknown) => {
        setError(cardFailureMessage(err));
        setBusy(false);
      },
    );
  };

  return (
    <BottomSheet
      open
      title={t('gift.title')}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="button gift-sheet__redeem"
          disabled={!filled || busy}
          aria-busy={busy}
          onClick={submit}
        >
          {t('gift.redeem')}
        </button>
      }
    >
      <div className="card-form">
        <p className="card-form__hint">
          {t('gift.hint', { role: role.display, server: server.display })}
        </p>
        <label className="card-field">
          <span className="card-field__label">{t('gift.code')}</span>
          <input
            className="card-field__input"
            name="gift-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_MAX}
            value={code}
            enterKeyHint="go"
            onChange={(e) => {
              setCode(e.target.value.slice(0, CODE_MAX));
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              submit();
            }}
          />
        </label>
        {error && (
          <p className="card-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </BottomSheet>
  );
}
