import {
  siAlipay,
  siAmericanexpress,
  siApple,
  siApplepay,
  siFacebook,
  siGoogle,
  siGooglepay,
  siHuawei,
  siKakao,
  siLine,
  siMastercard,
  siNaver,
  siPaypal,
  siPix,
  siQiwi,
  siRazer,
  siVisa,
  siVk,
  siX,
} from 'simple-icons';
import type { BrandMark } from '@topup/contracts/pay-marks';

export type BrandIcon = { title: string; hex: string; path: string };

// Named imports only: the bundler keeps these 19 of the set's 3,000+ icons (each about 0.3-2 KB).
export const brandIcons: Record<BrandMark, BrandIcon> = {
  paypal: siPaypal,
  alipay: siAlipay,
  applepay: siApplepay,
  googlepay: siGooglepay,
  visa: siVisa,
  // The set's title is the old 'MasterCard' spelling; the brand writes it 'Mastercard'.
  mastercard: { ...siMastercard, title: 'Mastercard' },
  amex: siAmericanexpress,
  kakao: siKakao,
  naver: siNaver,
  line: siLine,
  razer: siRazer,
  pix: siPix,
  qiwi: siQiwi,
  google: siGoogle,
  apple: siApple,
  facebook: siFacebook,
  vk: siVk,
  x: siX,
  huawei: siHuawei,
};
