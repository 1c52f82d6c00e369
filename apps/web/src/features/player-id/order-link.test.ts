import { describe, expect, it } from 'vitest';
import { orderLinkUrl, readOrderLink } from './order-link.ts';

const ticket = 'a'.repeat(43);

describe('the order link', () => {
  it('keeps the ticket in the fragment and the page query', () => {
    const url = orderLinkUrl('/playerId', '?domain_area=universal', {
      billingNo: 'TP1234567890123456',
      ticket,
    });
    expect(url).toBe(`/playerId?domain_area=universal&billing_no=TP1234567890123456#t=${ticket}`);
    const [path, hash] = url.split('#');
    expect(readOrderLink(path!.slice(path!.indexOf('?')), `#${hash}`)).toEqual({
      billingNo: 'TP1234567890123456',
      ticket,
    });
  });

  it('is no link without the ticket or with a cut-off one', () => {
    expect(readOrderLink('?billing_no=TP1', '')).toBeNull();
    expect(readOrderLink('?billing_no=TP1', '#t=short')).toBeNull();
    expect(readOrderLink('', `#t=${ticket}`)).toBeNull();
  });
});
