import { randomInt, seededRandom } from '@shared/random/seeded';
import { Engine, type EngineOptions } from '../../engine/engine';
import { btcusdt } from '../../engine/testkit';

const HOUR = 3_600_000;
const SIMULATED = ['sim-maker', 'sim-taker'];

/**
 * An engine that printed trades over ~12 days across a month's end: mostly seconds apart, with
 * gaps of hours and days (empty buckets), the simulation's trades with itself (kept narrow) and
 * alice's, which pay commission and stay in her history. `more` prints further trades later.
 */
export function tradedEngine(seed: number, options: Pick<EngineOptions, 'tradeRetentionMs'> = {}) {
  const engine = new Engine([btcusdt], { historyFreeAccounts: SIMULATED, ...options });
  const random = seededRandom(seed);
  let clock = Date.parse('2026-01-26T21:17:03.412Z');
  for (const accountId of [...SIMULATED, 'alice']) {
    engine.execute({
      kind: 'openAccount',
      at: clock,
      account: {
        accountId,
        balances: { USDT: '100000000', BTC: '100000' },
        commission: accountId === 'alice' ? { maker: '0.001', taker: '0.002' } : { maker: '0', taker: '0' },
      },
    });
  }
  let ticks = 6_500_000;
  const also: Engine[] = [];
  const trade = () => {
    const roll = random();
    clock +=
      roll < 0.01
        ? randomInt(random, 2 * 24 * HOUR)
        : roll < 0.05
          ? randomInt(random, 3 * HOUR)
          : randomInt(random, 20_000);
    ticks += randomInt(random, 41) - 20;
    const price = (ticks / 100).toFixed(2);
    const quantity = ((1 + randomInt(random, 5_000)) / 100_000).toFixed(5);
    const [maker, taker] =
      random() < 0.2 ? ['alice', 'sim-taker'] : random() < 0.5 ? SIMULATED : ['sim-taker', 'sim-maker'];
    const makerSide = random() < 0.5 ? 'BUY' : 'SELL';
    const order = { symbol: 'BTCUSDT', type: 'LIMIT' as const, timeInForce: 'GTC' as const, price, quantity };
    const takerSide = makerSide === 'BUY' ? 'SELL' : 'BUY';
    for (const target of [engine, ...also]) {
      target.execute({
        kind: 'placeOrder',
        at: clock,
        accountId: maker as string,
        order: { ...order, side: makerSide },
      });
      target.execute({
        kind: 'placeOrder',
        at: clock,
        accountId: taker as string,
        order: { ...order, side: takerSide },
      });
    }
  };
  return {
    engine,
    more: (count: number) => {
      for (let i = 0; i < count; i += 1) trade();
    },
    now: () => clock + randomInt(random, 3 * HOUR),
    /** Gives `other` (the engine restored from a snapshot of this one) every later command too. */
    alsoOn: (other: Engine) => also.push(other),
  };
}
