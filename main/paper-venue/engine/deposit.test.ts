import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('deposit', () => {
  it('credits free balance and emits balanceUpdate then accountPosition', () => {
    const v = testVenue();
    v.events.length = 0;
    const result = v.engine.execute({
      kind: 'deposit',
      at: v.at(),
      accountId: 'alice',
      asset: 'USDT',
      amount: '250.5',
    });
    expect(result).toMatchObject({ asset: 'USDT', amount: '250.50000000', free: '1000250.50000000' });
    expect(v.balance('alice', 'USDT').free).toBe('1000250.50000000');
    expect(v.events.map((e) => e.type)).toEqual(['balanceUpdate', 'accountPosition']);
    expect(v.events[0]).toMatchObject({ accountId: 'alice', asset: 'USDT', delta: '250.50000000' });
    expect(v.events[1]).toMatchObject({
      accountId: 'alice',
      balances: [{ asset: 'USDT', free: '1000250.50000000', locked: '0.00000000' }],
    });
  });

  it('credits an asset the account never held', () => {
    const v = testVenue();
    v.engine.execute({ kind: 'deposit', at: v.at(), accountId: 'bob', asset: 'SOL', amount: '3' });
    expect(v.balance('bob', 'SOL').free).toBe('3.00000000');
  });

  it('refuses zero amounts and unknown accounts without changing anything', () => {
    const v = testVenue();
    const deposit = (accountId: string, amount: string) => () =>
      v.engine.execute({ kind: 'deposit', at: v.at(), accountId, asset: 'USDT', amount });
    expect(deposit('alice', '0')).toThrow(EngineError);
    expect(deposit('nobody', '1')).toThrow('Invalid API-key, IP, or permissions for action.');
    expect(v.balance('alice', 'USDT').free).toBe('1000000.00000000');
  });
});
