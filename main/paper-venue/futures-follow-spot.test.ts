import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAPER_SYMBOLS } from './config/symbols';
import { createFuturesState, type FuturesState } from './futures';
import { BASIS_BOUND_BP } from './futures/basis-walk';
import { Dec } from './futures/decimal';
import { followIndex } from './futures/index-follower';
import { engineSymbols } from './sim/engine-symbols';
import { memoryVenue } from './sim/memory-venue';
import { SimulatedMarket } from './sim/simulated-market';
import { spotPrice } from './sim/spot-price';
import { send, sendSigned, testAccounts, testKeys } from './test-support';
import { startPaperVenue, type PaperVenue } from './venue';

/** The furthest a mark may stand from its index: the basis bound plus half a tick of rounding. */
function basisBound(state: FuturesState, symbol: string, index: string): Dec {
  const { tickSize } = state.markets.get(symbol)!.spec;
  return new Dec(index).times(BASIS_BOUND_BP).dividedBy(10_000).plus(new Dec(tickSize).dividedBy(2));
}

/** The spot simulation of BTCUSDT and ETHUSDT in memory, the futures following it after every step. */
function simulate(seed: number, steps: number) {
  const { venue, now } = memoryVenue();
  const futures = createFuturesState({ seed });
  let follow: (now: number) => void = () => {};
  const sim = new SimulatedMarket({
    venue,
    symbols: engineSymbols(PAPER_SYMBOLS).filter((s) => ['BTCUSDT', 'ETHUSDT'].includes(s.symbol)),
    activity: 'busy',
    seed,
    levels: 60,
    afterStep: () => follow(now()),
  });
  const spot = spotPrice(venue.queries, sim);
  follow = followIndex(futures, spot);
  follow(now());
  const rounds: { spot: string; marks: string[] }[] = [];
  for (let i = 0; i < steps; i += 1) {
    sim.step();
    for (const market of futures.markets.values()) {
      const index = spot(market.spec.indexSymbol)!;
      const gap = market.mark.minus(index).abs();
      expect(gap.lessThanOrEqualTo(basisBound(futures, market.spec.symbol, index))).toBe(true);
    }
    rounds.push({
      spot: spot('BTCUSDT')!,
      marks: [...futures.markets.values()].map((m) => `${m.spec.symbol}@${m.mark.toFixed()}`),
    });
  }
  return rounds;
}

describe('futures marks over the simulated spot market', () => {
  it('stay within the basis bound of the spot price at every step while the spot price moves', () => {
    const rounds = simulate(21, 400);
    const spots = new Set(rounds.map((r) => r.spot));
    const btcMarks = new Set(rounds.map((r) => r.marks[0]));
    expect(spots.size).toBeGreaterThan(20);
    expect(btcMarks.size).toBeGreaterThan(20);
  });

  it('are the same for the same seed and differ for another', () => {
    expect(simulate(8, 150)).toEqual(simulate(8, 150));
    expect(simulate(8, 150)).not.toEqual(simulate(9, 150));
  });
});

describe('a venue with a simulated market', () => {
  const dirs: string[] = [];
  let venue: PaperVenue | undefined;
  afterEach(async () => {
    await venue?.close();
    venue = undefined;
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function start(activity: 'busy' | 'off', now?: () => number) {
    const dataDir = await mkdtemp(join(tmpdir(), 'futures-follow-'));
    dirs.push(dataDir);
    const keys = testKeys();
    venue = await startPaperVenue({
      dataDir,
      accounts: testAccounts(keys),
      activity,
      seed: 4,
      tickMs: 5,
      ...(now ? { now } : {}),
    });
    return { venue, keys };
  }

  const spotLast = async (url: string, symbol: string) =>
    ((await send(url, '/api/v3/ticker/price', { query: `symbol=${symbol}` })).body as { price: string })
      .price;

  it('quotes every contract at the spot price of its underlying, and keeps following it', async () => {
    const { venue, keys } = await start('busy');
    const { sim, futures } = venue;
    const first = await spotLast(venue.url, 'BTCUSDT');
    const firstMark = futures.markets.get('BTCUSDT')!.mark;
    await expect.poll(() => spotLast(venue.url, 'BTCUSDT'), { timeout: 30_000 }).not.toBe(first);
    await expect
      .poll(() => futures.markets.get('BTCUSDT')!.mark.equals(firstMark), { timeout: 30_000 })
      .toBe(false);
    // Hold the market still (one last step brings the marks to its prices) to compare them.
    sim!.stop();
    sim!.step();
    for (const [family, symbol, path] of [
      ['fapi', 'BTCUSDT', '/fapi/v2/positionRisk'],
      ['fapi', 'ETHUSDT', '/fapi/v2/positionRisk'],
      ['dapi', 'BTCUSD_PERP', '/dapi/v1/positionRisk'],
    ] as const) {
      const risk = await sendSigned(venue.url, keys, path, {
        query: `symbol=${symbol}`,
        timestamp: Date.now(),
      });
      expect(risk.status, family).toBe(200);
      const mark = new Dec((risk.body as { markPrice: string }[])[0]!.markPrice);
      expect(mark.equals(futures.markets.get(symbol)!.mark)).toBe(true);
      const index = await spotLast(venue.url, futures.markets.get(symbol)!.spec.indexSymbol);
      expect(
        mark
          .minus(index)
          .abs()
          .lessThanOrEqualTo(basisBound(futures, symbol, index)),
      ).toBe(true);
    }
  });

  it('charts each contract before its own record with its index’s spot history, on the contract’s tick', async () => {
    // One end for every request, so an hour that turns between them cannot shift one chart; taken
    // before the start, so the contract's own record (from the start on) is in the last row at most,
    // even when the hour turns while the venue starts.
    const endTime = Date.now();
    const { venue } = await start('off');
    const rows = async (path: string, query: string) =>
      (await send(venue.url, path, { query: `${query}&interval=1h&limit=48&endTime=${endTime}` })).body as (
        string | number
      )[][];
    const spot = await rows('/api/v3/klines', 'symbol=BTCUSDT');
    const contract = await rows('/fapi/v1/klines', 'symbol=BTCUSDT');
    const coinMark = await rows('/dapi/v1/markPriceKlines', 'symbol=BTCUSD_PERP');
    expect(contract).toHaveLength(48);
    expect(contract.map((row) => row[0])).toEqual(spot.map((row) => row[0]));
    const tick = new Dec('0.1');
    for (const [i, row] of contract.slice(0, -1).entries()) {
      const spotOpen = new Dec(spot[i]![1] as string);
      expect(new Dec(row[1] as string).equals(spotOpen.dividedBy(tick).toDecimalPlaces(0).times(tick))).toBe(
        true,
      );
      expect([row[5], row[8]]).toEqual(['0.000', 0]);
    }
    expect(coinMark.map((row) => row[0])).toEqual(spot.map((row) => row[0]));
  });

  it('charts the hour that began as the venue started, on the spot market and the contract alike', async () => {
    // The venue's clock reads 20 ms before an hour turns as it starts, so the contract's own record
    // begins in the new hour, and the spot market, with activity off, has no trade in it.
    const hour = 3_600_000;
    const turn = Math.ceil(Date.now() / hour) * hour + hour;
    const offset = turn - 20 - Date.now();
    const { venue } = await start('off', () => Date.now() + offset);
    await expect.poll(() => Date.now() + offset >= turn + 10).toBe(true);
    const query = `symbol=BTCUSDT&interval=1h&limit=3&endTime=${turn + 10}`;
    const spot = (await send(venue.url, '/api/v3/klines', { query })).body as (string | number)[][];
    const contract = (await send(venue.url, '/fapi/v1/klines', { query })).body as (string | number)[][];
    expect(spot.map((row) => row[0])).toEqual([turn - 2 * hour, turn - hour, turn]);
    expect(contract.map((row) => row[0])).toEqual(spot.map((row) => row[0]));
    // The spot market's new hour: no trade, at the price the last one closed at.
    const [last, current] = spot.slice(-2);
    expect(current!.slice(1, 5)).toEqual(Array(4).fill(last![4]));
    expect([current![5], current![8]]).toEqual(['0.00000000', 0]);
  });

  it('with activity off, holds the marks at the spot market’s standing price', async () => {
    const { venue } = await start('off');
    const fair = venue.sim!.fairPrice('BTCUSDT')!;
    for (const symbol of ['BTCUSDT', 'BTCUSD_PERP']) {
      const { mark } = venue.futures.markets.get(symbol)!;
      expect(
        mark
          .minus(fair)
          .abs()
          .lessThanOrEqualTo(basisBound(venue.futures, symbol, fair)),
      ).toBe(true);
    }
  });
});
