// Acting on positions as a whole: closing every one (at market, or with limits at each mark), and
// reversing one.
import { dec } from '@shared/decimal/decimal';
import { describeError } from '@shared/ipc/errors';
import type {
  ClosedPositionsView,
  FuturesFamily,
  FuturesOrderView,
  PositionView,
  ReversePositionArgs,
} from '@shared/ipc/futures';
import { marginRefusal } from '@shared/api/futures/order-margin';
import type { ClosePositionArgs, PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { roundToStep } from '@shared/decimal/step';
import { refusedBeforeSending } from './not-sent';
import type { FuturesVenue } from './futures-venue';

export interface PositionActionsDeps {
  positions(venue: FuturesVenue, family: FuturesFamily, symbol?: string): Promise<PositionView[]>;
  closePosition(venue: FuturesVenue, args: ClosePositionArgs): Promise<FuturesOrderView>;
  place(venue: FuturesVenue, args: PlaceFuturesOrderArgs): Promise<FuturesOrderView>;
  hedgeOf(venue: FuturesVenue, family: FuturesFamily): Promise<boolean>;
  /** The contract's margin asset and its size in USD per contract (null on a linear contract). */
  contractOf(
    venue: FuturesVenue,
    family: FuturesFamily,
    symbol: string,
  ): Promise<{ readonly marginAsset: string; readonly contractSize: number | null }>;
  /** The margin asset's available balance on the family's account. */
  available(venue: FuturesVenue, family: FuturesFamily, asset: string): Promise<string>;
  /** The contract's tick. */
  tickOf(venue: FuturesVenue, family: FuturesFamily, symbol: string): Promise<string>;
  changed(family: FuturesFamily, symbol: string | null): void;
}

export function createPositionActions(deps: PositionActionsDeps) {
  /**
   * A reduce-only limit's price closing `p` at its mark, on the tick and never worse than the mark:
   * a long sells at the tick at or above it, a short buys at the tick at or below it.
   */
  async function atMark(venue: FuturesVenue, family: FuturesFamily, p: PositionView): Promise<string> {
    const tick = await deps.tickOf(venue, family, p.symbol);
    return roundToStep(p.markPrice, tick, dec(p.size).gt(0) ? 'ceil' : 'floor');
  }

  /**
   * Closes every open position of the family, each on its own (one refused leaves the others closed):
   * at market, Binance's "Close All Positions", or with a reduce-only limit at each mark, which pays
   * no slippage and may rest. Answers what closed (or was placed) and what did not, and why.
   */
  async function closeAll(
    venue: FuturesVenue,
    family: FuturesFamily,
    at: ClosedPositionsView['at'] = 'market',
  ): Promise<ClosedPositionsView> {
    const open = (await deps.positions(venue, family)).filter((p) => !dec(p.size).isZero());
    try {
      const outcomes = await Promise.allSettled(
        open.map(async (p) =>
          deps.closePosition(venue, {
            family,
            symbol: p.symbol,
            positionSide: p.positionSide,
            ...(at === 'mark' ? { price: await atMark(venue, family, p) } : {}),
          }),
        ),
      );
      const closed: ClosedPositionsView['closed'][number][] = [];
      const failed: ClosedPositionsView['failed'][number][] = [];
      outcomes.forEach((outcome, index) => {
        const { symbol, positionSide, size } = open[index] as PositionView;
        if (outcome.status === 'fulfilled') closed.push({ symbol, positionSide, size, order: outcome.value });
        else failed.push({ symbol, positionSide, size, reason: describeError(outcome.reason) });
      });
      return { family, at, closed, failed };
    } finally {
      if (open.length > 0) deps.changed(family, null);
    }
  }

  /**
   * Turns a one-way position into the same size the other way with one market order of twice its
   * size. The venue expires the old position's take profit and stop loss as it passes through zero.
   * Refused before sending: no position, hedge mode (close one side and open the other), or margin
   * the new side would need beyond what is available (the venue's -2019, or -2027 past the leverage).
   */
  async function reverse(venue: FuturesVenue, args: ReversePositionArgs): Promise<FuturesOrderView> {
    const { family, symbol } = args;
    if (await deps.hedgeOf(venue, family))
      throw refusedBeforeSending(
        family,
        undefined,
        'Reverse works in one-way mode; in hedge mode close the one side and open the other.',
      );
    const row = (await deps.positions(venue, family, symbol)).find((p) => p.positionSide === 'BOTH');
    const held = dec(row?.size ?? '0');
    if (!row || held.isZero())
      throw refusedBeforeSending(family, undefined, `There is no ${symbol} position to reverse.`);
    const side = held.gt(0) ? ('SELL' as const) : ('BUY' as const);
    const quantity = held.abs().mul(2).toFixed();
    const contract = await deps.contractOf(venue, family, symbol);
    const refusal = marginRefusal(
      {
        side,
        positionSide: 'BOTH',
        reduceOnly: false,
        price: row.markPrice,
        leverage: row.leverage,
        held: row.size,
        contractSize: contract.contractSize,
        maxPosition: { limit: row.maxPosition, mark: row.markPrice },
      },
      quantity,
      await deps.available(venue, family, contract.marginAsset),
    );
    if (refusal) throw refusedBeforeSending(family, refusal.code, refusal.msg);
    const order = { symbol, side, type: 'MARKET' as const, quantity };
    try {
      return await deps.place(venue, family === 'usdm' ? { family, order } : { family, order });
    } finally {
      deps.changed(family, symbol);
    }
  }

  return { closeAll, reverse };
}
