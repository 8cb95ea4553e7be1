import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedWsParams, wsApiPayload, wsApiUrlOf } from './ws-api-signature';

describe('WebSocket API signature payload', () => {
  it('sorts every param but signature and joins k=v with & without percent-encoding', () => {
    expect(wsApiPayload({ timestamp: 1700000000000, apiKey: 'k/+=', recvWindow: 5000, signature: 'x' })).toBe(
      'apiKey=k/+=&recvWindow=5000&timestamp=1700000000000',
    );
  });

  it('signs exactly that payload', () => {
    const sign = (payload: string) => createHmac('sha256', 's3cret').update(payload).digest('hex');
    const sent = signedWsParams({ timestamp: 5, apiKey: 'abc' }, sign);
    expect(sent.signature).toBe(
      createHmac('sha256', 's3cret').update('apiKey=abc&timestamp=5').digest('hex'),
    );
  });

  it('derives the ws-api URL from a REST base URL', () => {
    expect(wsApiUrlOf('http://127.0.0.1:4000')).toBe('ws://127.0.0.1:4000/ws-api/v3');
    expect(wsApiUrlOf('https://api.example.com/')).toBe('wss://api.example.com/ws-api/v3');
  });
});
