import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor, TARGET_PHONE_INDEX } from './lighthouse.ts';

// Lighthouse docs/throttling.md: 4x for a high-end desktop (index 1500-2000), about 2x (1-5) for
// a low-end desktop (1000-1500), 1x on a host that already is a mid-tier phone.
describe('the CPU slowdown calibrated from the host benchmark index', () => {
  it("keeps Lighthouse's 4x on the desktop it was made for", () => {
    expect(cpuMultiplierFor(1750)).toBe(4);
    expect(cpuMultiplierFor(2600)).toBe(4);
  });

  it('slows a weaker host less, to the same target phone', () => {
    expect(cpuMultiplierFor(1000)).toBeCloseTo(2.3, 5);
    expect(cpuMultiplierFor(TARGET_PHONE_INDEX * 2)).toBe(2);
  });

  it('never speeds a host up', () => {
    expect(cpuMultiplierFor(300)).toBe(1);
    expect(cpuMultiplierFor(0)).toBe(1);
  });
});
