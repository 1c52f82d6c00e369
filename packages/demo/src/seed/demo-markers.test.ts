import { describe, expect, it } from 'vitest';
import { demoAccountMarkers, demoCardSeqs, demoGiftCodes } from '@topup/server/db/demo-markers';
import { demoCardSpecs } from './cards/seed-data.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoGiftSpecs } from './gift-cards/seed-data.ts';

// Production refuses a database holding demo data by these markers (db/demo-data-check.ts), which
// the server keeps without importing the seed: they must name exactly what the seed writes.
describe('the production check knows every published secret of the seed', () => {
  it('accounts', () => {
    expect(demoAccounts.map((a) => ({ suid: a.suid, username: a.username }))).toEqual(
      demoAccountMarkers,
    );
  });
  it('prepaid cards', () => {
    expect(demoCardSpecs.map((s) => s.seq)).toEqual(demoCardSeqs);
  });
  it('gift codes', () => {
    expect(demoGiftSpecs.map((s) => s.code)).toEqual(demoGiftCodes);
  });
});
