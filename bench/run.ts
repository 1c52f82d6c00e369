// Benchmarks print a ratio against a floor measured in the same run, never an absolute time:
// the floor is a bare node:http "hello world" on this machine, right now.
import { availabilitySizes, benchAvailability } from './availability.ts';
import { benchLighthouse, printLighthouse } from './lighthouse.ts';
import { benchDeliveries } from './deliveries.ts';
import { benchOrders } from './orders.ts';
import { benchRechargeConfig } from './recharge-config.ts';
import { benchStaticReads, printStaticReads } from './static-reads.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const results = [await benchRechargeConfig({ duration })];
for (const r of results) {
  console.log(
    `${r.name}: ${r.subject.toFixed(0)} req/s vs floor ${r.floor.toFixed(0)} req/s ` +
      `(node:http hello world) -> ratio ${(r.subject / r.floor).toFixed(3)}`,
  );
}
// The goods list and the recharge config against node:http serving the same bytes (issue 32).
printStaticReads(await benchStaticReads({ duration }));
await benchOrders({ duration });
// Issue 32: deliveries/s, paid -> delivered and idle queries (PGlite or PostgreSQL; DELIVERIES=0
// skips it).
if (process.env.DELIVERIES !== '0') await benchDeliveries({ duration });
// Other visitors' answer times while one player floods the tracker streams and the goods page
// (issue 28 items 11-12; needs the build and PostgreSQL). AVAILABILITY=small for a bounded run
// (200 streams, 50 pages), AVAILABILITY=0 skips it.
if (process.env.AVAILABILITY !== '0') {
  await benchAvailability(
    availabilitySizes[process.env.AVAILABILITY === 'small' ? 'small' : 'full'],
  );
}
// Lighthouse on the goods page against a static snapshot of it (about three minutes; needs the build
// and /usr/bin/chromium; LIGHTHOUSE=0 skips it, `npm run bench:lighthouse` runs it alone).
if (process.env.LIGHTHOUSE !== '0') {
  const pages = await benchLighthouse();
  if (pages) printLighthouse(pages);
}
