import { describe, expect, it } from 'vitest';
import { noticeNumbers } from '../notice-numbers';
import { watchFor, type PriceTick } from './alert-watch';

/** Numbers before the symbol's filters are read: exact, trailing zeros dropped. */
const exact = () => noticeNumbers(undefined);

/** Feeds prices one a second from t = 0 and answers the index and firing of each trade that fired. */
function run(watch: ReturnType<typeof watchFor>, prices: readonly string[], stepMs = 1000) {
  const fired: { at: number; price: string; message: string }[] = [];
  prices.forEach((price, i) => {
    const tick: PriceTick = { price, time: i * stepMs };
    const firing = watch!.onTick(tick);
    if (firing) fired.push({ at: i, price: firing.price, message: firing.message });
  });
  return fired;
}

describe('a crossing alert', () => {
  it('fires at the first trade at or above the price after one below it, and says so', () => {
    const watch = watchFor('BTCUSDT', { kind: 'above', price: '100.50' }, exact);
    expect(run(watch, ['100.10', '100.49', '100.50', '100.70'])).toEqual([
      { at: 2, price: '100.5', message: 'BTCUSDT crossed above 100.5: traded at 100.5.' },
      { at: 3, price: '100.7', message: 'BTCUSDT crossed above 100.5: traded at 100.7.' },
    ]);
  });

  it('does not fire while the market starts, and stays, on the far side', () => {
    const watch = watchFor('BTCUSDT', { kind: 'above', price: '100' }, exact);
    expect(run(watch, ['100', '101', '100.00000001'])).toEqual([]);
    // Once it has been below, coming back up is a crossing.
    expect(run(watch, ['99.99999999', '100'])).toMatchObject([{ at: 1, price: '100' }]);
  });

  it('a below alert is the mirror image, compared exactly (no float rounding)', () => {
    const watch = watchFor('ETHUSDT', { kind: 'below', price: '0.3' }, exact);
    expect(run(watch, ['0.2', '0.30000000000000001', '0.3'])).toEqual([
      { at: 2, price: '0.3', message: 'ETHUSDT crossed below 0.3: traded at 0.3.' },
    ]);
  });
});

it("writes the trade's price on the tick, grouped, and the target as typed, padded to the tick", () => {
  const onTick = () => noticeNumbers({ tickSize: '0.01', stepSize: '0.00001' }, { group: ',', decimal: '.' });
  const watch = watchFor('BTCUSDT', { kind: 'above', price: '65000.125' }, onTick);
  expect(run(watch, ['64999', '65000.13'])).toEqual([
    { at: 1, price: '65000.13', message: 'BTCUSDT crossed above 65,000.125: traded at 65,000.13.' },
  ]);
  const move = watchFor('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 5 }, onTick);
  expect(run(move, ['1000', '1010.5'])).toMatchObject([
    { message: 'BTCUSDT moved +1.05 % within 5 min: from 1,000.00 to 1,010.50.' },
  ]);
});

describe('a move alert', () => {
  it('fires when a trade is the percent above the window low', () => {
    const watch = watchFor('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 5 }, exact);
    expect(run(watch, ['100', '99.2', '99.6', '100.19', '100.192'])).toEqual([
      {
        at: 4,
        price: '100.192',
        message: 'BTCUSDT moved +1.00 % within 5 min: from 99.2 to 100.192.',
      },
    ]);
  });

  it('fires on a fall from the window high', () => {
    const watch = watchFor('BTCUSDT', { kind: 'move', percent: '2.5', windowMinutes: 1 }, exact);
    expect(run(watch, ['200', '201', '196.0', '195.975'])).toMatchObject([
      { at: 3, message: 'BTCUSDT moved -2.50 % within 1 min: from 201 to 195.975.' },
    ]);
  });

  it('forgets trades older than the window', () => {
    const watch = watchFor('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 5 }, exact);
    // One trade a minute: the 100 at minute 0 is out of the window by minute 6.
    expect(run(watch, ['100', '100.5', '100.6', '100.7', '100.8', '100.9', '101', '100.5'], 60_000)).toEqual(
      [],
    );
    // At minute 5 the 100 is still in (the window includes its edge).
    expect(
      run(
        watchFor('BTCUSDT', { kind: 'move', percent: '1', windowMinutes: 5 }, exact),
        ['100', '100.5', '100.6', '100.7', '100.8', '101'],
        60_000,
      ),
    ).toMatchObject([{ at: 5 }]);
  });
});

it('a fill alert has no price watch', () => {
  expect(watchFor('BTCUSDT', { kind: 'fill' }, exact)).toBeNull();
});
