import { describe, expect, it } from 'vitest';
import { keptAnswer, noneMatch, preferredCoding } from './kept-answer.ts';

describe('preferredCoding (Accept-Encoding, RFC 9110 §12.5.3, by @fastify/accept-negotiator)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    // Forms no browser sends fall back to identity, which every client takes.
    ['x-gzip', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR ; q=1.0', null],
    ['br ; q=1.0', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0', null],
  ])('%j -> %j', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });

  it('chooses among the copies there are (a file with only a gzip copy)', () => {
    expect(preferredCoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBeNull();
  });
});

describe('noneMatch (If-None-Match, weak comparison)', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
  ])('%j -> %j', (header, match) => {
    expect(noneMatch(header, etag)).toBe(match);
  });
});

describe('keptAnswer', () => {
  it('names the same bytes with the same tag, other bytes with another', () => {
    const a = keptAnswer(Buffer.from('{"a":1}'));
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(keptAnswer(Buffer.from('{"a":1}')).etag).toBe(a.etag);
    expect(keptAnswer(Buffer.from('{"a":2}')).etag).not.toBe(a.etag);
  });
});
