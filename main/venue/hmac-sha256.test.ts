import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './hmac-sha256';

describe('hmacSha256Hex', () => {
  it('gives RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe')('what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches createHmac for short, long and non-ASCII secrets and payloads, call after call', () => {
    const secrets = ['k', 'x'.repeat(64), 'y'.repeat(65), 'ключ-🔑', ''];
    const payloads = [
      '',
      'a=1',
      'symbol=BTCUSDT&price=1.5'.repeat(40),
      'é😀'.repeat(3000),
      'z'.repeat(20_000),
      'short',
    ];
    for (const secret of secrets) {
      const sign = hmacSha256Hex(secret);
      for (const payload of payloads)
        expect(sign(payload)).toBe(createHmac('sha256', secret).update(payload, 'utf8').digest('hex'));
    }
  });
});
