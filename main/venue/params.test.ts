import { describe, expect, it } from 'vitest';
import { encodeBytes, percentEncode } from './params';

describe('percentEncode', () => {
  it('leaves unreserved text alone and escapes everything else as UTF-8 bytes', () => {
    expect(percentEncode('BTCUSDT-0.5_x~')).toBe('BTCUSDT-0.5_x~');
    expect(percentEncode('["BTCUSDT","ETHUSDT"]')).toBe('%5B%22BTCUSDT%22%2C%22ETHUSDT%22%5D');
    expect(percentEncode("a b!'()*")).toBe('a%20b%21%27%28%29%2A');
    expect(percentEncode('中文')).toBe('%E4%B8%AD%E6%96%87');
    expect(percentEncode('\uD800')).toBe('%EF%BF%BD');
  });

  it('matches the byte-by-byte encoding on every character class', () => {
    const alphabet = 'aZ09-._~ !"#$%&\'()*+,/:;<=>?@[\\]^`{|}é€中😀\u0000\n';
    let seed = 7;
    for (let n = 0; n < 500; n += 1) {
      let text = '';
      for (let i = 0; i < 12; i += 1) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += [...alphabet][seed % [...alphabet].length];
      }
      expect(percentEncode(text), text).toBe(encodeBytes(text));
    }
  });
});
