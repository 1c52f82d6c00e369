import { OwnFamily, PaymentFamily } from '@topup/contracts/payment-families';
import { SandboxVendorProvider } from './sandbox-vendor.ts';

// One thin adapter per provider key of payEndpoints: its SPEC §4 families, the families it pays
// in a drop-in component, and the origins its live payment pages use (checked once live
// credentials exist; sandbox mode allows only the store's own origins).

export class PlatformPayProvider extends SandboxVendorProvider {
  readonly key = 'platform';
  readonly families = [PaymentFamily.PlatformPay];
  readonly liveOrigins = [];
}

export class MyCardProvider extends SandboxVendorProvider {
  readonly key = 'mycard';
  // Billing, deduct (KouDian) and the in-game variant of billing.
  readonly families = [PaymentFamily.CardBilling, PaymentFamily.CardDeduct, 10301];
  readonly liveOrigins = ['https://www.mycard520.com.tw', 'https://b2b.mycard520.com.tw'];
}

export class PayPalProvider extends SandboxVendorProvider {
  readonly key = 'paypal';
  readonly families = [PaymentFamily.PayPal];
  readonly liveOrigins = ['https://www.paypal.com'];
}

export class XsollaProvider extends SandboxVendorProvider {
  readonly key = 'xsolla';
  readonly families = [PaymentFamily.Xsolla];
  readonly liveOrigins = ['https://secure.xsolla.com'];
}

export class CodapayProvider extends SandboxVendorProvider {
  readonly key = 'codapay';
  readonly families = [PaymentFamily.Codapay];
  readonly liveOrigins = ['https://airtime.codapayments.com'];
}

export class PagsmileProvider extends SandboxVendorProvider {
  readonly key = 'pagsmile';
  readonly families = [PaymentFamily.PayPagsmile];
  readonly liveOrigins = ['https://checkout.pagsmile.com'];
}

export class RazerProvider extends SandboxVendorProvider {
  readonly key = 'razer';
  readonly families = PaymentFamily.Razer;
  readonly liveOrigins = ['https://global.gold.razer.com'];
}

export class NaverPayProvider extends SandboxVendorProvider {
  readonly key = 'naverpay';
  // 11501: NaverPay's in-game variant.
  readonly families = [PaymentFamily.NaverPay, 11501];
  readonly liveOrigins = ['https://pay.naver.com', 'https://m.pay.naver.com'];
}

export class AlipayProvider extends SandboxVendorProvider {
  readonly key = 'alipay';
  // 11701/11702: in-game variants of 11601/11602.
  readonly families = [...PaymentFamily.AliPay, 11701, 11702];
  // 11602 is AliPay card, paid in the drop-in component.
  override readonly dropInFamilies = [11602];
  readonly liveOrigins = ['https://global.alipay.com', 'https://render.alipay.com'];
}

export class PayermaxProvider extends SandboxVendorProvider {
  readonly key = 'payermax';
  readonly families = [PaymentFamily.Payermax];
  readonly liveOrigins = ['https://cashier.payermax.com'];
}

export class AdyenProvider extends SandboxVendorProvider {
  readonly key = 'adyen';
  readonly families = [PaymentFamily.Adyen];
  // Adyen is paid in its Drop-in (@adyen/adyen-web), whatever the method.
  override readonly dropInFamilies = [PaymentFamily.Adyen];
  readonly liveOrigins = ['https://checkoutshopper-live.adyen.com'];
}

export class TravelletProvider extends SandboxVendorProvider {
  readonly key = 'travellet';
  readonly families = [PaymentFamily.Travellet];
  readonly liveOrigins = ['https://pay.travellet.jp'];
}

export class PingPongProvider extends SandboxVendorProvider {
  readonly key = 'pingpong';
  readonly families = [PaymentFamily.PingPong];
  readonly liveOrigins = ['https://pay.pingpongx.com'];
}

export class EbanxProvider extends SandboxVendorProvider {
  readonly key = 'ebanx';
  readonly families = [PaymentFamily.Ebanx];
  readonly liveOrigins = ['https://checkout.ebanx.com'];
}

export class FunTapProvider extends SandboxVendorProvider {
  readonly key = 'funtap';
  readonly families = [PaymentFamily.FunTap];
  readonly liveOrigins = ['https://pay.funtap.vn'];
}

export class AirwallexProvider extends SandboxVendorProvider {
  readonly key = 'airwallex';
  readonly families = [OwnFamily.AirwallexDropIn, OwnFamily.AirwallexCard];
  // Both Airwallex families pay in the drop-in component.
  override readonly dropInFamilies = [OwnFamily.AirwallexDropIn, OwnFamily.AirwallexCard];
  readonly liveOrigins = ['https://checkout.airwallex.com'];
}

export class WelcomePayProvider extends SandboxVendorProvider {
  readonly key = 'welcome';
  readonly families = [OwnFamily.WelcomePay];
  readonly liveOrigins = ['https://stdpay.paywelcome.co.kr'];
}

export class KakaoPayProvider extends SandboxVendorProvider {
  readonly key = 'kakaopay';
  readonly families = [OwnFamily.KakaoPay];
  readonly liveOrigins = ['https://online-pay.kakao.com'];
}
