import { beforeEach, vi } from 'vitest';

// happy-dom's sendBeacon really sends (to its localhost:3000 page origin). Failed API calls now
// always report (to /api/client-errors by default), so without this every test with a failing
// call would reach for the network. Tests that look at beacons stub navigator themselves.
beforeEach(() => {
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});
