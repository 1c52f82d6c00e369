import { tenantInputs } from '@topup/tenants/all-tenants';

// What marks a database seeded with the demo (db/demo-data-check.ts): the published accounts, the
// prepaid card numbers and the gift codes. Kept here, not read from the demo's seed, so a
// production bundle holds none of the demo world; packages/demo/src/seed/demo-markers.test.ts
// keeps the seed and this list in step.

/** The demo accounts every brand gets, by suid and name (their passwords are published). */
export const demoAccountMarkers: readonly { suid: string; username: string }[] = [
  { suid: '10000001', username: 'demo' },
  { suid: '10000002', username: 'norole' },
  { suid: '10000003', username: 'card-8800000000000001' },
  { suid: '10000004', username: 'unverified' },
];

/** The sequence numbers of each brand's demo prepaid cards. */
export const demoCardSeqs: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The demo gift codes, as printed. */
export const demoGiftCodes: readonly string[] = [
  'GIFT-DEMO-0001',
  'GIFT-DEMO-0002',
  'GIFT-DEMO-0003',
  'GIFT-DEMO-0004',
  'GIFT-DEMO-0005',
  'GIFT-DEMO-0009',
];

/** A brand's two-digit number in the demo card numbers (its place in the shipped list). */
export function tenantNumber(tenantId: string): string {
  const index = tenantInputs.findIndex((t) => t.id === tenantId);
  // A tenant outside the shipped list (tests) still gets numbers of its own shape.
  return String(index < 0 ? 99 : index + 1).padStart(2, '0');
}

/** A demo prepaid card's number: 9900, the brand's number, the sequence number. */
export function demoCardNo(tenantId: string, seq: number): string {
  return `9900${tenantNumber(tenantId)}${String(seq).padStart(4, '0')}`;
}
