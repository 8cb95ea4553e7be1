import { Dec } from '../../main/paper-venue/futures/decimal';
import { premium, premiumSum } from '../../main/paper-venue/futures/premium-average';
import { advanceTo } from '../../main/paper-venue/futures/market-moves';
import { recordPrices } from '../../main/paper-venue/futures/price-history';
import type { PriceSample } from '../../main/paper-venue/futures/tape';
import { futuresUnderTest } from '../../main/paper-venue/futures/testing';
import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { alternateRounds, timeNs } from '../harness/rounds';
import { roundStats } from '../harness/stats';

const HOUR = 3_600_000;
/** The simulated market moves each contract's mark four times a second. */
const SAMPLE_EVERY_MS = 250;
/** The goal: the mark price stream asks once a second, so a call under 1 ms is under 0.1 % of a core. */
const LIMIT_MS = 1;
/** A settlement holds main's event loop (the embedded venue's) for no longer than one 60 Hz frame. */
const SETTLEMENT_LIMIT_MS = 1000 / 60;

/** The period's premiums summed again from every sample, as each estimate was made before. */
function scanned(samples: readonly PriceSample[], start: number, end: number): Dec {
  const inPeriod = samples.filter((s) => s.time > start && s.time <= end);
  return inPeriod
    .reduce((sum, s) => sum.plus(premium(s.mark, s.index)), new Dec(0))
    .dividedBy(inPeriod.length);
}

/**
 * Item 12: the funding rate estimate (GET premiumIndex, which the `@markPrice` stream sends every
 * second) late in an 8-hour funding period, when the period holds ~100,000 mark samples; beside
 * summing the period's premiums again on each call.
 */
export const fundingBench: Bench = {
  id: '12',
  title: 'Funding estimate late in a period',
  run({ quick }): Figure[] {
    const hours = quick ? 1 : 7;
    const { state, clock, ok } = futuresUnderTest();
    const period = state.tape.fundingIntervalMs;
    const start = Math.ceil(clock.now / period) * period;
    const market = state.markets.get('BTCUSDT')!;
    let time = start + 1;
    clock.now = time;
    ok('GET /fapi/v1/premiumIndex', { symbol: 'BTCUSDT' }); // sets the funding schedule
    const step = () => {
      time += SAMPLE_EVERY_MS;
      const n = time / SAMPLE_EVERY_MS;
      market.mark = new Dec(65_000 + (n % 97) / 100);
      market.index = new Dec(65_000 + (n % 89) / 100);
      recordPrices(state, market, time);
      clock.now = time;
      state.clock = time;
    };
    while (time < start + hours * HOUR) step();
    const samples = state.tape.samples.get('BTCUSDT')!;
    const estimate = () =>
      ok<{ lastFundingRate: string }>('GET /fapi/v1/premiumIndex', { symbol: 'BTCUSDT' }).lastFundingRate;
    const scan = () => scanned(samples, start, start + period);
    estimate();
    const { sum, count } = premiumSum(samples, start, start + period, clock.now);
    if (!sum.dividedBy(count).equals(scan()))
      throw new Error("the estimate's average premium differs from the period summed again");
    /** A second of the stream: four new samples, then the estimate. */
    const secondsPerRound = 20;
    const { ours, peer } = alternateRounds(
      () =>
        timeNs(() => {
          for (let s = 0; s < secondsPerRound; s += 1) {
            for (let i = 0; i < 1_000 / SAMPLE_EVERY_MS; i += 1) step();
            estimate();
          }
        }) /
        secondsPerRound /
        1e6,
      () => timeNs(() => scan()) / 1e6,
      quick ? { warmup: 1, rounds: 3 } : { warmup: 1, rounds: 7 },
    );
    return [
      measured({
        id: '12a',
        title: `Funding rate estimate ${hours} h into an 8-hour period, ms per call`,
        ours: { name: 'premiumIndex', unit: 'ms', stats: ours },
        peer: { name: 'the period summed again', unit: 'ms', stats: peer },
        ratio: ours.median,
        goal: { text: `< ${LIMIT_MS} ms a call`, ratioUnit: ' ms', met: (value) => value < LIMIT_MS },
        notes: [
          `${samples.length.toLocaleString('en-US')} BTCUSDT mark samples, one every ${SAMPLE_EVERY_MS} ms as the simulated market records them; ours = four new samples and one premiumIndex call (route handler) per second of the stream, ${secondsPerRound} a round; the peer sums every premium of the period again, as each estimate did before 2026-11-28; both give the same rate.`,
        ],
      }),
      settlementFigure(quick),
    ];
  },
};

/**
 * Item 12b: the funding settlement at the end of a period whose estimate nobody asked for (no futures
 * pane open), every contract's samples of the whole period at once, at one instant; beside summing
 * each contract's period again, as the settlement did before 2026-11-28.
 */
function settlementFigure(quick: boolean): Figure {
  const period = quick ? HOUR : 8 * HOUR;
  const ours: number[] = [];
  const peer: number[] = [];
  let samplesPerContract = 0;
  let contracts = 0;
  for (let round = 0; round < (quick ? 1 : 3); round += 1) {
    const { state, clock, ok } = futuresUnderTest({ fundingIntervalMs: period });
    const start = Math.ceil(clock.now / period) * period;
    clock.now = start + 1;
    ok('GET /fapi/v1/premiumIndex', { symbol: 'BTCUSDT' }); // sets the funding schedule
    const markets = [...state.markets.values()];
    for (let time = start + 1; time <= start + period; time += SAMPLE_EVERY_MS) {
      const n = time / SAMPLE_EVERY_MS;
      for (const market of markets) {
        market.mark = new Dec(65_000 + (n % 97) / 100);
        market.index = new Dec(65_000 + (n % 89) / 100);
        recordPrices(state, market, time);
      }
    }
    const lists = markets.map((market) => state.tape.samples.get(market.spec.symbol)!);
    [samplesPerContract, contracts] = [lists[0]!.length, lists.length];
    peer.push(timeNs(() => lists.forEach((list) => scanned(list, start, start + period))) / 1e6);
    ours.push(timeNs(() => advanceTo(state, start + period + 1)) / 1e6);
    if (state.tape.funding.length !== contracts) throw new Error('the period was not settled');
  }
  const oursStats = roundStats(ours);
  return measured({
    id: '12b',
    title: `Funding settlement at the end of an unwatched ${period / HOUR}-hour period, ms`,
    ours: { name: 'settlement', unit: 'ms', stats: oursStats },
    peer: { name: 'each period summed again', unit: 'ms', stats: roundStats(peer) },
    ratio: oursStats.median,
    goal: {
      text: `< ${SETTLEMENT_LIMIT_MS.toFixed(1)} ms (one frame)`,
      ratioUnit: ' ms',
      met: (value) => value < SETTLEMENT_LIMIT_MS,
    },
    notes: [
      `${contracts} contracts × ${samplesPerContract.toLocaleString('en-US')} mark samples (one every ${SAMPLE_EVERY_MS} ms) and no estimate asked; ours = the venue clock crossing the funding time (every contract's rate and payments); each sample's premium was added to the period's sum when the next was recorded. A fresh venue per round, ${ours.length} rounds.`,
    ],
  });
}
