import { Dec } from '../../main/paper-venue/futures/decimal';
import { premium, premiumSum } from '../../main/paper-venue/futures/premium-average';
import { recordPrices } from '../../main/paper-venue/futures/price-history';
import type { PriceSample } from '../../main/paper-venue/futures/tape';
import { futuresUnderTest } from '../../main/paper-venue/futures/testing';
import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { alternateRounds, timeNs } from '../harness/rounds';

const HOUR = 3_600_000;
/** The simulated market moves each contract's mark four times a second. */
const SAMPLE_EVERY_MS = 250;
/** The goal: the mark price stream asks once a second, so a call under 1 ms is under 0.1 % of a core. */
const LIMIT_MS = 1;

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
        id: '12',
        title: `Funding rate estimate ${hours} h into an 8-hour period, ms per call`,
        ours: { name: 'premiumIndex', unit: 'ms', stats: ours },
        peer: { name: 'the period summed again', unit: 'ms', stats: peer },
        ratio: ours.median,
        goal: { text: `< ${LIMIT_MS} ms a call`, ratioUnit: ' ms', met: (value) => value < LIMIT_MS },
        notes: [
          `${samples.length.toLocaleString('en-US')} BTCUSDT mark samples, one every ${SAMPLE_EVERY_MS} ms as the simulated market records them; ours = four new samples and one premiumIndex call (route handler) per second of the stream, ${secondsPerRound} a round; the peer sums every premium of the period again, as each estimate did before 2026-11-28; both give the same rate.`,
        ],
      }),
    ];
  },
};
