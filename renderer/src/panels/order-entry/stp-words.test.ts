import { describe, expect, it } from 'vitest';
import { stpOptionLabel, stpOptions, stpWords } from './stp-words';

describe('self-trade prevention in words', () => {
  it("names each mode by what it does, and the venue's default by its own mode", () => {
    expect(stpWords('EXPIRE_MAKER')).toBe('Cancel resting');
    expect(stpWords('EXPIRE_TAKER')).toBe('Cancel new');
    expect(stpWords('NONE')).toBe('Off');
    expect(stpOptionLabel('', 'EXPIRE_MAKER')).toBe('Cancel resting');
    expect(stpOptionLabel('')).toBe('Venue default');
    expect(stpOptionLabel('DECREMENT', 'EXPIRE_MAKER')).toBe('Reduce both');
  });

  it('keeps a mode it does not know readable', () => {
    expect(stpWords('EXPIRE_SOMETHING_NEW')).toBe('EXPIRE SOMETHING NEW');
  });

  it("offers the venue's default once, as leaving the mode to the venue", () => {
    expect(stpOptions(['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'], 'EXPIRE_MAKER')).toEqual([
      '',
      'NONE',
      'EXPIRE_TAKER',
      'EXPIRE_BOTH',
    ]);
  });
});
