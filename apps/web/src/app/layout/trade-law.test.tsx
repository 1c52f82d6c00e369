import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { click, render, setUpBrand, type Rendered } from '../../features/account/test-harness.tsx';
import { getByRole, queryByRole } from '@topup/test-queries/by-role';
import { TradeLawLink } from './trade-law.tsx';

const info = {
  seller: 'AceNet Japan K.K.',
  email: 'support@acenet-jp.example',
  phone: '03-5555-0187',
  address: '2-4-1 Shibuya, Tokyo',
};

let page: Rendered | null = null;
const button = (label: string) => getByRole('button', label);
const dialogText = () => queryByRole('dialog')?.textContent ?? '';

beforeEach(setUpBrand);
afterEach(async () => {
  await page?.unmount();
  page = null;
});

describe('Japanese trade-law notice (SPEC §1)', () => {
  it('lists the seller, contact details and hours, and every required notice', async () => {
    page = await render(<TradeLawLink info={info} />);
    click(button('Specified Commercial Transactions Act'));
    const text = dialogText();
    for (const part of [
      'AceNet Japan K.K.',
      'support@acenet-jp.example',
      '03-5555-0187',
      '10:00–13:00 and 14:30–19:00',
      'including tax',
      'Payment is made before delivery',
      'returns and refunds are not accepted',
      'parent or guardian',
      'iOS 12 or later, Android 8 or later',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('opens the inquiry popup with the email and phone filled in', async () => {
    page = await render(<TradeLawLink info={info} />);
    click(button('Inquiries'));
    const text = dialogText();
    expect(text).toContain('Contact us');
    expect(text).toContain('write to support@acenet-jp.example or call 03-5555-0187');
    expect(text).not.toMatch(/\{\{?(email|phone)\}?\}/);
  });
});
