import type { Dec } from './decimal';
import type { FuturesOrder, Side } from './order';
import { settleFill } from './settlement';
import type { FuturesState, Market } from './state';
import { type AccountFill, listOf } from './tape';

function recordAccountFill(
  state: FuturesState,
  market: Market,
  order: FuturesOrder,
  fill: { id: number; price: Dec; qty: Dec; maker: boolean; now: number },
): void {
  const { spec } = market;
  const { realised, fee, value } = settleFill(
    state,
    market,
    order,
    fill.price,
    fill.qty,
    fill.maker,
    fill.now,
  );
  const { tape } = state;
  const record: AccountFill = {
    accountId: order.accountId,
    symbol: spec.symbol,
    id: fill.id,
    orderId: order.orderId,
    side: order.side,
    positionSide: order.positionSide,
    price: fill.price,
    qty: fill.qty,
    value,
    realizedPnl: realised,
    commission: fee,
    commissionAsset: spec.marginAsset,
    maker: fill.maker,
    time: fill.now,
  };
  tape.accountFills.push(record);
  const income = (incomeType: 'REALIZED_PNL' | 'COMMISSION', amount: Dec) =>
    tape.income.push({
      accountId: order.accountId,
      symbol: spec.symbol,
      incomeType,
      income: amount,
      asset: spec.marginAsset,
      time: fill.now,
      tranId: tape.nextTranId++,
      tradeId: String(fill.id),
    });
  if (!realised.isZero()) income('REALIZED_PNL', realised);
  if (!fee.isZero()) income('COMMISSION', fee.negated());
}

/**
 * Books one match of `qty` at `price` between a taker and a maker (either may be the market
 * maker, null): both accounts settle, and the fill joins the symbol's public trades and aggregate
 * trades (fills of one taker at one price in one instant share an aggregate).
 */
export function bookFill(
  state: FuturesState,
  market: Market,
  match: {
    taker: FuturesOrder | null;
    maker: FuturesOrder | null;
    takerSide: Side;
    price: Dec;
    qty: Dec;
    now: number;
  },
): void {
  const { symbol } = market.spec;
  const fills = listOf(state.tape.fills, symbol);
  const id = (fills.at(-1)?.id ?? 0) + 1;
  const fill = { id, price: match.price, qty: match.qty, now: match.now };
  if (match.taker) recordAccountFill(state, market, match.taker, { ...fill, maker: false });
  if (match.maker) recordAccountFill(state, market, match.maker, { ...fill, maker: true });
  const value = state.tape.accountFills.at(-1)?.value;
  const isBuyerMaker = match.takerSide === 'SELL';
  fills.push({
    id,
    price: match.price,
    qty: match.qty,
    value: value ?? match.price.times(match.qty),
    time: match.now,
    isBuyerMaker,
  });
  const aggregates = listOf(state.tape.aggregates, symbol);
  const last = aggregates.at(-1);
  const takerKey = match.taker?.orderId ?? 0;
  if (
    last &&
    takerKey !== 0 &&
    last.takerKey === takerKey &&
    last.time === match.now &&
    last.price.equals(match.price)
  ) {
    last.qty = last.qty.plus(match.qty);
    last.lastId = id;
    return;
  }
  aggregates.push({
    id: (last?.id ?? 0) + 1,
    price: match.price,
    qty: match.qty,
    firstId: id,
    lastId: id,
    time: match.now,
    isBuyerMaker,
    takerKey,
  });
}
