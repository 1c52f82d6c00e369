import type { LoginMethod } from '@topup/contracts/auth';

// Brand names are proper nouns and stay as they are in every language; the surrounding text is
// translated. Badges are drawn inline so the popup fetches no images.
export const methodBrands: Record<LoginMethod, { name: string; mark: string; color: string }> = {
  google: { name: 'Google', mark: 'G', color: '#4285f4' },
  facebook: { name: 'Facebook', mark: 'f', color: '#1877f2' },
  apple: { name: 'Apple', mark: 'A', color: '#000000' },
  vk: { name: 'VK', mark: 'VK', color: '#0077ff' },
  twitter: { name: 'X (Twitter)', mark: 'X', color: '#14171a' },
  huawei: { name: 'HUAWEI', mark: 'H', color: '#cf0a2c' },
};

export function MethodBadge({ method }: { method: LoginMethod }) {
  const { mark, color } = methodBrands[method];
  return (
    <svg className="method-badge" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={color} />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize={mark.length > 1 ? 11 : 16}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#ffffff"
      >
        {mark}
      </text>
    </svg>
  );
}
