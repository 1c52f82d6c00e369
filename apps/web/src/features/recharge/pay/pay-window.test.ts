import { describe, expect, it, vi } from 'vitest';
import { fakePopup } from '../test-pay-fixtures.ts';
import { openPayWindow } from './pay-window.ts';

describe('the payment window', () => {
  it('opens blank at once and is pointed at the payment page later, without an opener', () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const win = openPayWindow();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.go('https://pay.example/1')).toBe(true);
    expect(popup.location.href).toBe('https://pay.example/1');
    expect(popup.opener).toBeNull();
  });

  it('reports a blocked pop-up so the result popup offers the link instead', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPayWindow().go('https://pay.example/1')).toBe(false);
  });

  it('closes the blank window when the payment cannot start', () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const win = openPayWindow();
    win.discard();
    expect(popup.closed).toBe(true);
    expect(win.go('https://pay.example/1')).toBe(false);
  });
});
