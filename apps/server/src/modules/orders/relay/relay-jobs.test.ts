import { describe, expect, it } from 'vitest';
import { createRelayJobs, type RelayJobFactory } from './relay-jobs.ts';

const job =
  (name: string): RelayJobFactory =>
  () =>
    ({ logFields: { name } }) as never;
const row = (kind: string, source?: string) => ({ kind, payload: source ? { source } : {} });
const nameOf = (jobs: ReturnType<typeof createRelayJobs>, r: ReturnType<typeof row>) =>
  (jobs.jobFor(r)?.(r as never, {} as never).logFields as { name: string } | undefined)?.name;

describe('relay jobs by outbox kind', () => {
  it("finds a row's job by its kind and, where registered, its payload's source", () => {
    const jobs = createRelayJobs();
    jobs.register('deliver', job('deliver'));
    jobs.register('reward', job('event'), { source: 'event' });
    jobs.register('reward', job('daily'), { source: 'daily' });
    expect(nameOf(jobs, row('deliver', 'purchase'))).toBe('deliver');
    expect(nameOf(jobs, row('reward', 'event'))).toBe('event');
    expect(nameOf(jobs, row('reward', 'daily'))).toBe('daily');
    // Nobody's: the relay parks it rather than guess (claim-job.ts, missingJob).
    expect(jobs.jobFor(row('reward', 'other'))).toBeUndefined();
    expect(jobs.jobFor(row('offer'))).toBeUndefined();
    expect(jobs.kinds()).toEqual(['deliver', 'reward']);
  });

  it('refuses a kind (and source) registered twice', () => {
    const jobs = createRelayJobs();
    jobs.register('offer', job('a'));
    expect(() => jobs.register('offer', job('b'))).toThrow(/already registered/);
  });
});
