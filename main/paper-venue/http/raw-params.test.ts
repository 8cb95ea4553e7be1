import { describe, expect, it } from 'vitest';
import { mergeParams, splitParams } from './raw-params';
import { VenueFailure } from './venue-failure';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof VenueFailure) return error.code;
    throw error;
  }
  return undefined;
};

describe('splitParams', () => {
  it('decodes percent-encoding and + as space, keeps empty values', () => {
    expect(splitParams('a=1%2B2&b=x+y&c=&d')).toEqual([
      { name: 'a', value: '1+2' },
      { name: 'b', value: 'x y' },
      { name: 'c', value: '' },
      { name: 'd', value: '' },
    ]);
  });

  it('refuses bad percent-encoding and control characters with -1100, odd names with -1103', () => {
    expect(codeOf(() => splitParams('a=%ZZ'))).toBe(-1100);
    expect(codeOf(() => splitParams('a=%E0%A4'))).toBe(-1100);
    expect(codeOf(() => splitParams('a=%0A'))).toBe(-1100);
    expect(codeOf(() => splitParams('=1'))).toBe(-1103);
    expect(codeOf(() => splitParams('a%20b=1'))).toBe(-1103);
  });
});

describe('mergeParams', () => {
  it('lets the query string win over the body', () => {
    expect(Object.fromEntries(mergeParams('side=BUY&a=1', 'side=SELL&b=2'))).toEqual({
      side: 'BUY',
      a: '1',
      b: '2',
    });
  });

  it('refuses a name repeated in one place with -1101', () => {
    expect(codeOf(() => mergeParams('a=1&a=2', ''))).toBe(-1101);
    expect(codeOf(() => mergeParams('', 'a=1&a=1'))).toBe(-1101);
  });
});
