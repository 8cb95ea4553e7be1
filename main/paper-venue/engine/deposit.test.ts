import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { btcusdt, ethbtc, testVenue } from './testkit';

describe('deposit', () => {
  it('credits free balance and emits balanceUpdate then accountPosition', () => {
    const v = testVenue();
    v.events.length = 0;
    const result = v.deposit('alice', 'USDT', '250.5');
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
    v.deposit('bob', 'SOL', '3');
    expect(v.balance('bob', 'SOL').free).toBe('3.00000000');
  });

  it('refuses zero amounts and unknown accounts without changing anything', () => {
    const v = testVenue();
    expect(() => v.deposit('alice', 'USDT', '0')).toThrow(EngineError);
    expect(() => v.deposit('nobody', 'USDT', '1')).toThrow('Invalid API-key, IP, or permissions for action.');
    expect(v.balance('alice', 'USDT').free).toBe('1000000.00000000');
  });
});

describe('external locks', () => {
  it('locks and releases free balance with externalLockUpdate then accountPosition', () => {
    const v = testVenue();
    v.events.length = 0;
    const locked = v.externalLock('alice', 'BTC', '1.5');
    expect(locked).toMatchObject({ delta: '1.50000000', free: '98.50000000', locked: '1.50000000' });
    expect(v.events.map((e) => e.type)).toEqual(['externalLockUpdate', 'accountPosition']);
    expect(v.events[0]).toMatchObject({ asset: 'BTC', delta: '1.50000000' });
    v.externalLock('alice', 'BTC', '-0.5');
    expect(v.balance('alice', 'BTC')).toMatchObject({ free: '99.00000000', locked: '1.00000000' });
    expect(v.events.at(-2)).toMatchObject({ type: 'externalLockUpdate', delta: '-0.50000000' });
  });

  it('never releases more than it locked, nor locks more than is free', () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '10');
    expect(() => v.externalLock('alice', 'BTC', '-1')).toThrow(
      "Data sent for parameter 'delta' is not valid.",
    );
    expect(() => v.externalLock('alice', 'BTC', '95')).toThrow(
      'Account has insufficient balance for requested action.',
    );
    expect(v.balance('alice', 'BTC')).toMatchObject({ free: '90.00000000', locked: '10.00000000' });
  });

  it('survives a snapshot', async () => {
    const { takeSnapshot, restoreSnapshot } = await import('./snapshot');
    const v = testVenue();
    v.externalLock('bob', 'USDT', '10');
    const copy = restoreSnapshot([btcusdt, ethbtc], JSON.parse(JSON.stringify(takeSnapshot(v.engine))));
    const release = {
      kind: 'externalLock',
      at: v.at(),
      accountId: 'bob',
      asset: 'USDT',
      delta: '-10',
    } as const;
    expect(copy.execute(release)).toMatchObject({ locked: '0.00000000' });
  });
});
