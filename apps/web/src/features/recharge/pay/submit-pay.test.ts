import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnFamily } from '@topup/contracts/payment-families';
import type { PayRequest } from '@topup/contracts/payments';
import { apiClientTimings } from '../../../shared/api-client/api-client.ts';
import { fakeFetch, ok, fail } from '../../../shared/api-client/test-helpers.ts';
import { getPaymentGameInfo, getReplenishBillingNo } from '../../../shared/storage/game-info.ts';
import { getToasts } from '../../../shared/ui/toast-store.ts';
import { sub } from '../../pay-methods/test-methods.ts';
import { fakePopup } from '../test-pay-fixtures.ts';
import { submitPay, type PayAttempt } from './submit-pay.ts';

vi.mock('../../../shared/tracking/track.ts', () => ({ track: vi.fn(), trackOrder: vi.fn() }));

const payload = { client_id: '1', server_id: 's', role_id: 'r', product_id: 'p' } as PayRequest;
const kakao = sub(70, { family_id: OwnFamily.KakaoPay });
const attempt = (over: Partial<PayAttempt>): PayAttempt => ({
  payload,
  method: kakao,
  limited: false,
  krPay: null,
  priceMinor: 5500,
  currency: 'KRW',
  ...over,
});

function fakeKrPay() {
  const popup = fakePopup();
  const opened: string[] = [];
  return {
    popup,
    opened,
    openKrPay(url: string) {
      opened.push(url);
      return popup;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(apiClientTimings, { timeoutMs: 500, retryDelayMs: 0, attempts: 1 });
});

describe('paying through the Korean payment script', () => {
  it('opens its popup inside the click, then sends it to the checkout', async () => {
    const fetchMock = fakeFetch(ok({ billing_no: 'TP9', url: 'https://pay.example/kr/9' }));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open');
    const kr = fakeKrPay();
    const paid = submitPay(attempt({ krPay: kr }));
    expect(kr.opened).toEqual(['about:blank']);
    expect(open).not.toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/kr_pay\/kakao_pay$/);
    await expect(paid).resolves.toEqual({
      kind: 'link',
      billingNo: 'TP9',
      url: 'https://pay.example/kr/9',
    });
    expect(kr.opened).toEqual(['about:blank', 'https://pay.example/kr/9']);
  });

  it('closes its popup when the server refuses', async () => {
    vi.stubGlobal('fetch', fakeFetch(fail(-3041, 'Channel ID does not exist, try again.')));
    const kr = fakeKrPay();
    await expect(submitPay(attempt({ krPay: kr }))).resolves.toEqual({ kind: 'failed' });
    expect(kr.popup.closed).toBe(true);
    expect(kr.opened).toEqual(['about:blank']);
  });
});

describe('SPEC §3 keys of a payment', () => {
  it("keeps the payment's game (paymentGameInfo); a make-up payment its billing number too", async () => {
    vi.stubGlobal('fetch', fakeFetch(ok({ billing_no: 'TP7', url: 'https://pay.example/c/7' })));
    await submitPay(attempt({ krPay: fakeKrPay() }));
    expect(getPaymentGameInfo()).toEqual({ clientId: '1', billingNo: 'TP7' });
    expect(getReplenishBillingNo()).toBeNull();

    vi.stubGlobal('fetch', fakeFetch(ok({ billing_no: 'TP8', url: 'https://pay.example/c/8' })));
    await submitPay(attempt({ krPay: fakeKrPay(), replenish: true }));
    expect(getPaymentGameInfo()).toEqual({ clientId: '1', billingNo: 'TP8' });
    expect(getReplenishBillingNo()).toBe('TP8');
  });

  it('a refused payment writes neither', async () => {
    vi.stubGlobal('fetch', fakeFetch(fail(-3041, 'Channel ID does not exist, try again.')));
    await submitPay(attempt({ krPay: fakeKrPay(), replenish: true }));
    expect(getPaymentGameInfo()).toBeNull();
    expect(getReplenishBillingNo()).toBeNull();
  });
});

describe('a method no endpoint accepts', () => {
  it('says so and opens nothing', async () => {
    const fetchMock = fakeFetch(ok({}));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const outcome = await submitPay(attempt({ method: sub(1, { family_id: 99999 }) }));
    expect(outcome).toEqual({ kind: 'failed' });
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToasts().map((t) => t.message)).toContain('payway_id is no exist');
  });
});
