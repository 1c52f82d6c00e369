import type { LoginMethod } from '@topup/contracts/auth';
import { loginMarks } from '@topup/contracts/pay-marks';
import { BrandMark } from '../../../shared/ui/marks/brand-mark.tsx';

// Brand names are proper nouns and stay as they are in every language; the surrounding text is
// translated.
export const methodBrands: Record<LoginMethod, { name: string }> = {
  google: { name: 'Google' },
  facebook: { name: 'Facebook' },
  apple: { name: 'Apple' },
  vk: { name: 'VK' },
  twitter: { name: 'X (Twitter)' },
  huawei: { name: 'HUAWEI' },
};

/**
 * The provider's own mark, drawn inline so the popup fetches no images. Labelled with the brand;
 * the button's own label ("Continue with Google") is what screen readers announce for it.
 */
export function MethodBadge({ method }: { method: LoginMethod }) {
  return <BrandMark mark={loginMarks[method]} shape="round" labelled />;
}
