import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CardCheckData } from '@topup/contracts/cards';
import { getBoot } from '../../shared/boot/boot.ts';
import { readQueryParams } from '../../shared/boot/query-params.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { track } from '../../shared/tracking/track.ts';
import { sessionToken } from '../account/session-token.ts';
import { patchSelection, useOrderSelection } from '../game/selection-store.ts';
import { useGameContext } from '../game/use-game-context.ts';
import type { ResultTarget } from '../../shared/pay-flow/pay-flow-store.ts';
import { checkCard, exchangeCard, type CardScope } from './api/card-api.ts';
import { cardFailureMessage } from './card-errors.ts';

/** The recharge key a card exchange leaves in the order selection: the sheet reopens in card mode. */
export const CARD_RECHARGE_KEY = 'prepaid_card';

export type CardStage = 'idle' | 'checking' | 'confirm' | 'exchanging';

/**
 * The recharge sheet's card-redemption mode (SPEC §2, §4): card number and password, check the
 * card, confirm ('tip_recharge_confirm'), exchange, then the result popup opens pending.
 */
export function useCardMode(onPaid: (result: ResultTarget) => void) {
  const { search } = useLocation();
  const ctx = useGameContext();
  const selection = useOrderSelection();
  const [active, setActive] = useState(() => selection.rechargeKey === CARD_RECHARGE_KEY);
  const [cardNo, setCardNo] = useState('');
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<CardStage>('idle');
  const [checked, setChecked] = useState<CardCheckData | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped each time the player chooses the card item: the form then brings its first field into
  // view and focuses it (a sheet reopened in card mode does not grab focus on its own).
  const [entered, setEntered] = useState(0);
  const card = { cardNo: cardNo.trim(), password: password.trim() };
  const filled = card.cardNo !== '' && card.password !== '';
  const scope = (): CardScope => ({
    clientId: ctx.clientId,
    area: ctx.area,
    token: sessionToken(getBoot().tenant, search),
  });
  const serverId = selection.realServer ?? selection.server?.value;
  const roleId = selection.role?.value;

  const fail = (err: unknown) => {
    setError(cardFailureMessage(err));
    setStage('idle');
  };

  return {
    active,
    enter: () => {
      if (!active) track('selectPayway', { payway_id: 3, channel_id: CARD_RECHARGE_KEY });
      setActive(true);
      setEntered((n) => n + 1);
    },
    entered,
    leave: () => setActive(false),
    cardNo,
    password,
    setCardNo: (v: string) => {
      setCardNo(v);
      setError(null);
    },
    setPassword: (v: string) => {
      setPassword(v);
      setError(null);
    },
    filled,
    stage,
    busy: stage === 'checking' || stage === 'exchanging',
    checked,
    error,
    /** The exchange button (or Enter): check the card, then ask to confirm. */
    submit: () => {
      if (!filled || stage !== 'idle' || !serverId || !roleId) return;
      setStage('checking');
      setError(null);
      checkCard(scope(), card).then((data) => {
        setChecked(data);
        setStage('confirm');
      }, fail);
    },
    cancel: () => {
      setStage('idle');
      setChecked(null);
    },
    /** Confirmed: redeem for the chosen character; the result popup follows the order. */
    confirm: () => {
      if (stage !== 'confirm' || !serverId || !roleId) return;
      setStage('exchanging');
      track('clickPay', { payway_id: 3, channel_id: CARD_RECHARGE_KEY });
      const areaId = readQueryParams(search, getBoot().tenant.readsUtm).area_id;
      exchangeCard(scope(), card, { serverId, roleId, areaId, lang: currentLanguage() }).then(
        (answer) => {
          patchSelection({ billing_no: answer.billing_no, rechargeKey: CARD_RECHARGE_KEY });
          setCardNo('');
          setPassword('');
          setChecked(null);
          setStage('idle');
          onPaid({ billingNo: answer.billing_no, pending: true });
        },
        fail,
      );
    },
  };
}
export type CardMode = ReturnType<typeof useCardMode>;
