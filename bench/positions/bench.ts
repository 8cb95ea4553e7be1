import type { AccountTrade } from '@shared/api/spot/account';
import { dec, type Dec } from '@shared/decimal/decimal';
import type { CostMethod } from '@shared/ipc/positions';
import {
  reconcile,
  replayTrades,
  type Ledger,
  type LedgerTrade,
  type RateAt,
} from '../../main/services/positions/ledger';
import { positionsView } from '../../main/services/positions/positions-view';
import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { randomInt, seededRandom } from '../harness/prng';
import { alternateRounds, timeNs } from '../harness/rounds';
import { roundStats } from '../harness/stats';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26, 12);
/** Pairs traded, with a starting price each; ETHBTC and BNB fees put a non-quote asset in the books. */
const markets: ReadonlyArray<[base: string, quote: string, price: number]> = [
  ['BTC', 'USDT', 60_000],
  ['ETH', 'USDT', 3_000],
  ['SOL', 'USDT', 150],
  ['BNB', 'USDT', 600],
  ['XRP', 'USDT', 0.5],
  ['ETH', 'BTC', 0.05],
  ['SOL', 'BTC', 0.0025],
  ['ADA', 'USDT', 0.4],
];

/**
 * A seeded year of an account's trades: buys and sells of random size (never more than held) at a price
 * walking ±1 % a trade, a third of the fees in BNB, the rest in the asset received.
 */
function tradesOf(count: number): LedgerTrade[] {
  const random = seededRandom(18);
  const prices = markets.map(([, , p]) => p);
  const held = new Map<string, number>();
  const trades: LedgerTrade[] = [];
  for (let i = 0; i < count; i += 1) {
    const m = randomInt(random, markets.length);
    const [baseAsset, quoteAsset] = markets[m]!;
    prices[m] = prices[m]! * (1 + (random() - 0.5) / 50);
    const price = dec(prices[m]!.toPrecision(6));
    const have = held.get(baseAsset) ?? 0;
    const isBuyer = have === 0 || random() < 0.55;
    const units = isBuyer ? 1 + randomInt(random, 50) : Math.max(1, randomInt(random, Math.floor(have) + 1));
    held.set(baseAsset, have + (isBuyer ? units : -units));
    const qty = dec(String(units)).div(100);
    const quoteQty = qty.times(price);
    const bnb = random() < 1 / 3;
    const commission = bnb
      ? quoteQty.times('0.00075').div(600).toDecimalPlaces(8)
      : isBuyer
        ? qty.times('0.001')
        : quoteQty.times('0.001');
    const trade: AccountTrade = {
      symbol: `${baseAsset}${quoteAsset}`,
      id: i + 1,
      orderId: i + 1,
      orderListId: -1,
      price: price.toFixed(),
      qty: qty.toFixed(),
      quoteQty: quoteQty.toFixed(),
      commission: commission.toFixed(),
      commissionAsset: bnb ? 'BNB' : isBuyer ? baseAsset : quoteAsset,
      time: now - 365 * day + Math.floor((i * 365 * day) / count),
      isBuyer,
      isMaker: false,
      isBestMatch: true,
    };
    trades.push({ baseAsset, quoteAsset, trade });
  }
  return trades;
}

const rates = new Map<string, Dec>([
  ['BTC', dec('60000')],
  ['BNB', dec('600')],
]);
const rateAt: RateAt = (asset) => rates.get(asset) ?? null;
const priceNow = (asset: string) => rates.get(asset) ?? dec('1');

function positionsOf(trades: readonly LedgerTrade[], method: CostMethod, balances: ReadonlyMap<string, Dec>) {
  const ledger = reconcile(replayTrades(trades, 'USDT', method, rateAt), balances);
  return { ledger, view: positionsView(ledger, balances, priceNow, now, []) };
}

/** What the account holds after the trades: the balances the venue would report. */
const heldAfter = (ledger: Ledger) =>
  new Map([...ledger.books].map(([asset, book]) => [asset, book.costedQuantity.plus(book.uncosted)]));

/** One more fill on a replayed ledger: what a refresh after a trade costs main (positions-engine.ts). */
function oneMoreFill(trades: readonly LedgerTrade[], method: CostMethod) {
  const ledger = replayTrades(trades, 'USDT', method, rateAt);
  let id = trades.length;
  return () => {
    const last = trades.at(-1)!;
    id += 1;
    const fill = { ...last, trade: { ...last.trade, id, time: last.trade.time + (id - trades.length) } };
    return (
      timeNs(() => {
        replayTrades([fill], 'USDT', method, rateAt, ledger);
        const balances = heldAfter(ledger);
        positionsView(reconcile(ledger, balances), balances, priceNow, now, []);
      }) / 1e6
    );
  };
}

/** The ledger whose heap is measured, held where the optimizer cannot drop it early. */
let kept: ReturnType<typeof positionsOf> | undefined;

const heapAfterGc = () => {
  // twice: the first run may leave what finalizers freed for the next
  (globalThis as { gc?: () => void }).gc?.();
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/** Item 11: positions and P&L from an account's whole trade history, as main computes them on each refresh. */
export const positionsBench: Bench = {
  id: '11',
  title: 'Positions and P&L over 100,000 trades',
  run({ quick }): Figure[] {
    const count = quick ? 10_000 : 100_000;
    const trades = tradesOf(count);
    const balances = heldAfter(replayTrades(trades, 'USDT', 'average', rateAt));
    // a first build left to the collector: what the code's first run allocates for itself is not the ledger's
    positionsOf(trades, 'fifo', balances);
    const before = heapAfterGc();
    kept = positionsOf(trades, 'fifo', balances);
    const retained = heapAfterGc() - before;
    const rows = kept.ledger.rows.length;
    kept = undefined;
    const ms = (method: CostMethod) => () => timeNs(() => positionsOf(trades, method, balances)) / 1e6;
    const { ours, peer } = alternateRounds(
      ms('average'),
      ms('fifo'),
      quick ? { warmup: 1, rounds: 3 } : { warmup: 1, rounds: 7 },
    );
    const fills = alternateRounds(oneMoreFill(trades, 'average'), oneMoreFill(trades, 'fifo'), {
      warmup: 3,
      rounds: 21,
    });

    const fullGoalMs = 3000;
    const fillGoalMs = 16;
    return [
      measured({
        id: '11a',
        title: `Positions from ${count.toLocaleString('en')} trades, first read (average cost), ms`,
        ours: { name: 'average cost', unit: 'ms', stats: ours },
        peer: { name: 'goal', unit: 'ms', stats: roundStats([fullGoalMs]), display: `< ${fullGoalMs} ms` },
        ratio: ours.median,
        goal: { text: `< ${fullGoalMs} ms`, ratioUnit: ' ms', met: (value) => value < fullGoalMs },
        notes: [
          `replayTrades + reconcile + positionsView in exact decimals over ${markets.length} pairs (ETHBTC, SOLBTC and BNB fees valued through rates), as main does once per profile, valuation asset and method; FIFO on the same trades: ${peer.median.toFixed(0)} ms median.`,
        ],
      }),
      measured({
        id: '11b',
        title: `Positions after one more fill on ${count.toLocaleString('en')} trades (average cost), ms`,
        ours: { name: 'average cost', unit: 'ms', stats: fills.ours },
        peer: { name: 'goal', unit: 'ms', stats: roundStats([fillGoalMs]), display: `< ${fillGoalMs} ms` },
        ratio: fills.ours.median,
        goal: { text: `< ${fillGoalMs} ms`, ratioUnit: ' ms', met: (value) => value < fillGoalMs },
        notes: [
          `The replayed ledger carried on by the new fill, squared with the balances and viewed (what each refresh after a trade costs main's event loop); FIFO: ${fills.peer.median.toFixed(2)} ms median.`,
        ],
      }),
      measured({
        id: '11c',
        title: `Positions from ${count.toLocaleString('en')} trades (FIFO), heap held, MiB`,
        ours: {
          name: 'ledger + view',
          unit: 'MiB',
          stats: roundStats([retained / 2 ** 20]),
          display: `${(retained / 2 ** 20).toFixed(1)} MiB (${rows.toLocaleString('en')} rows)`,
        },
        peer: { name: 'goal', unit: 'MiB', stats: roundStats([200]), display: '< 200 MiB' },
        ratio: retained / 2 ** 20,
        goal: { text: '< 200 MiB', ratioUnit: ' MiB', met: (value) => value < 200 },
        notes: [
          `Heap in use after a forced GC with one FIFO ledger (its per-trade export rows and open lots) and its view held, less before; the trades themselves (${count.toLocaleString('en')} parsed myTrades rows) not counted.`,
        ],
      }),
    ];
  },
};
