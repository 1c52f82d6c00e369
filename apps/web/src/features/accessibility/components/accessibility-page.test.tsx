import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { accessibilityLoader } from '../../../app/routes/loaders.ts';
import { setBoot } from '../../../shared/boot/boot.ts';
import { testBoot } from '../../../shared/boot/test-boot.ts';
import { changeLanguage, initI18n } from '../../../shared/i18n/i18n.ts';
import { allByRole, getByRole, queryByRole } from '@topup/test-queries/by-role';
import { renderInRouter, settle, type Rendered } from '../../../shared/test/render-in-router.tsx';
import { AccessibilityPage } from './accessibility-page.tsx';

const company = {
  ceo: 'Kim',
  registrationNo: '000-00-00000',
  mailOrderNo: '0000-Seoul-0000',
  address: 'Seoul',
  phone: '02-0000-0000',
};
// A brand that serves Korea alone shows its company e-mail on every page (SPEC §1)...
const koreaOnly = {
  id: 'ko',
  title: 'KO Play 충전소',
  areas: ['kr'],
  koreaCompany: { ...company, name: 'KO Play Co.', email: 'support@ko-play.example' },
} as Partial<Tenant>;
// ...a brand with several areas only on its kr area.
const severalAreas = {
  id: 'ssgame',
  title: 'SSGame Store',
  areas: ['ja', 'kr'],
  koreaCompany: { ...company, name: 'SSGame Korea', email: 'kr-support@ssgame.example' },
  support: { email: 'support@ssgame.example', url: 'https://help.ssgame.example' },
} as Partial<Tenant>;
// A brand whose only support channel is its help site (issue 29 item 7).
const siteOnly = {
  id: 'dragon',
  title: 'Dragon Saga Payment',
  areas: ['dragon'],
  support: { url: 'https://support.dragon-saga.example/contact' },
} as Partial<Tenant>;

let page: Rendered | null = null;

async function open(brand: Partial<Tenant>, url = '/accessibility'): Promise<void> {
  setBoot(testBoot(brand));
  page = await renderInRouter(
    [{ path: '/accessibility', loader: accessibilityLoader, Component: AccessibilityPage }],
    url,
  );
  // The page's texts arrive in their own chunk.
  for (let i = 0; i < 20 && allByRole('heading').length === 0; i++) await settle(10);
}

const main = () => getByRole('heading', 'Accessibility statement');
const section = (name: string) => getByRole('region', name);

beforeEach(async () => {
  localStorage.clear();
  await initI18n({ defaultLanguage: 'en', offered: ['en', 'ar'], search: '' });
});
afterEach(async () => {
  await page?.unmount();
  page = null;
  await changeLanguage('en');
});

describe('/accessibility (issue 18)', () => {
  it('states the conformance claim under one h1, with the sections as h2 regions', async () => {
    await open(koreaOnly);
    expect(main().tagName).toBe('H1');
    expect(allByRole('heading').filter((h) => h.tagName === 'H1')).toHaveLength(1);
    for (const name of [
      'Conformance status',
      'How we test',
      'Known limitations',
      'Feedback and contact',
      'Date of this statement',
    ]) {
      expect(getByRole('heading', name, section(name)).tagName).toBe('H2');
    }
    expect(section('Conformance status').textContent).toContain(
      'KO Play 충전소 is partially conformant with WCAG 2.2 level AA.',
    );
    expect(allByRole('listitem', undefined, section('How we test'))).toHaveLength(5);
    const limits = allByRole('listitem', undefined, section('Known limitations'));
    expect(limits.map((li) => li.textContent).join(' ')).toContain('payment');
    const date = section('Date of this statement');
    expect(getByRole('time', undefined, date).getAttribute('datetime')).toBe('2026-11-27');
    expect(date.textContent).toContain('November 27, 2026');
  });

  it("gives the brand's published e-mail as the contact, with a subject naming the brand", async () => {
    await open(koreaOnly);
    const contact = section('Feedback and contact');
    const mail = getByRole('link', 'support@ko-play.example', contact);
    expect(mail.getAttribute('href')).toBe(
      `mailto:support@ko-play.example?subject=${encodeURIComponent('Accessibility feedback: KO Play 충전소')}`,
    );
    expect(contact.textContent).toContain('If you meet a barrier on KO Play 충전소');
  });

  it("uses a several-area brand's Korean e-mail on its kr area only", async () => {
    await open(severalAreas, '/accessibility?domain_area=kr');
    expect(getByRole('link', 'kr-support@ssgame.example')).toBeTruthy();
    await page?.unmount();

    // Elsewhere the brand's own support e-mail (issue 29 item 7: every brand names a channel).
    await open(severalAreas, '/accessibility?domain_area=ja');
    const contact = section('Feedback and contact');
    expect(queryByRole('link', 'kr-support@ssgame.example', contact)).toBeNull();
    expect(getByRole('link', 'support@ssgame.example', contact)).toBeTruthy();
  });

  it('names the help site of a brand without a support e-mail (issue 29 item 7)', async () => {
    await open(siteOnly);
    const contact = section('Feedback and contact');
    const site = getByRole('link', 'support.dragon-saga.example', contact);
    expect(site.getAttribute('href')).toBe('https://support.dragon-saga.example/contact');
    expect(contact.textContent).toContain(
      'If you meet a barrier on Dragon Saga Payment or need information in another form, ' +
        'contact us through the help centre at support.dragon-saga.example.',
    );
    expect(queryByRole('link', /@/, contact)).toBeNull();
  });

  it('follows a language change, loading that language only then', async () => {
    await open(koreaOnly, '/accessibility?domain_area=kr');
    await act(async () => changeLanguage('ar'));
    for (let i = 0; i < 20 && !queryByRole('heading', 'بيان إمكانية الوصول'); i++) {
      await settle(10);
    }
    expect(getByRole('heading', 'بيان إمكانية الوصول').tagName).toBe('H1');
    expect(section('حالة المطابقة').textContent).toContain('KO Play 충전소');
    expect(getByRole('link', 'support@ko-play.example').getAttribute('dir')).toBe('ltr');
    // Back to the shop, keeping the query.
    expect(getByRole('link', 'العودة إلى الصفحة الرئيسية').getAttribute('href')).toBe(
      '/?domain_area=kr',
    );
  });
});
