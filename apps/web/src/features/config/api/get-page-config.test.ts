import { describe, expect, it } from 'vitest';
import type { PageConfig } from '@topup/contracts/page-config';
import { configLanguages, hasEvents } from './get-page-config.ts';

const base: PageConfig = {
  is_open_coupon: false,
  language_config: '',
  area_config: { is_area_role: false },
  brand_color: '#123456',
  cumulative_config: { is_has_cumulative: false },
  continue_config: { is_has_continue: false },
};

describe('page config helpers', () => {
  it('reports events when either event kind exists', () => {
    expect(hasEvents(undefined)).toBe(false);
    expect(hasEvents(base)).toBe(false);
    expect(hasEvents({ ...base, continue_config: { is_has_continue: true } })).toBe(true);
    expect(hasEvents({ ...base, cumulative_config: { is_has_cumulative: true } })).toBe(true);
  });

  it('keeps known languages of language_config in order, without duplicates', () => {
    expect(configLanguages({ ...base, language_config: 'ja, EN,xx,,ja,zh-tw' })).toEqual([
      'ja',
      'en',
      'zh-tw',
    ]);
    expect(configLanguages(undefined)).toEqual([]);
  });
});
