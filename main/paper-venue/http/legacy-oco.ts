import { side as sides, timeInForce } from '@shared/api/spot/enums';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { ListLegRequest } from './engine-port';
import { checkPresence, type FieldName } from './order-params';
import type { Params } from './params';
import { fail } from './venue-failure';

/**
 * The legs of the deprecated `POST /api/v3/order/oco`, which some maintained clients still call as
 * their only OCO method: a LIMIT_MAKER leg at `price` and a STOP_LOSS leg at `stopPrice` (STOP_LOSS_LIMIT
 * when `stopLimitPrice` is sent), in the `[above, below]` order of `POST /api/v3/orderList/oco`. A sell
 * takes profit above the market and stops below it; a buy the other way round, so the new endpoint's
 * price rules are the old one's (SELL: price > last > stopPrice; BUY: price < last < stopPrice).
 */
export function legacyOcoLegs(params: Params, info: SymbolInfo): ListLegRequest[] {
  const base = { maxDecimals: info.baseAssetPrecision };
  const quote = { maxDecimals: info.quotePrecision };
  const side = params.oneOf('side', sides.options, fail.invalidSide, { required: true });
  const quantity = params.decimal('quantity', { required: true, ...base });
  const limit: ListLegRequest = {
    symbol: info.symbol,
    side,
    type: 'LIMIT_MAKER',
    quantity,
    newClientOrderId: params.clientOrderId('limitClientOrderId', fail.emptyNewClientOrderId),
    price: params.decimal('price', { required: true, ...quote }),
    icebergQty: params.decimal('limitIcebergQty', base),
    strategyId: params.long('limitStrategyId'),
    strategyType: params.long('limitStrategyType'),
  };
  const stopLimitPrice = params.decimal('stopLimitPrice', quote);
  const stopTimeInForce = params.oneOf('stopLimitTimeInForce', timeInForce.options, fail.invalidTimeInForce);
  const stop: ListLegRequest = {
    symbol: info.symbol,
    side,
    type: stopLimitPrice === undefined ? 'STOP_LOSS' : 'STOP_LOSS_LIMIT',
    quantity,
    newClientOrderId: params.clientOrderId('stopClientOrderId', fail.emptyNewClientOrderId),
    price: stopLimitPrice,
    stopPrice: params.decimal('stopPrice', quote),
    trailingDelta: params.long('trailingDelta'),
    icebergQty: params.decimal('stopIcebergQty', base),
    timeInForce: stopTimeInForce,
    strategyId: params.long('stopStrategyId'),
    strategyType: params.long('stopStrategyType'),
  };
  for (const type of [limit.strategyType, stop.strategyType]) {
    if (type !== undefined && type < 1_000_000) throw fail.badStrategyType();
  }
  const names: Record<string, string> = {
    price: 'price',
    icebergQty: 'limitIcebergQty',
    timeInForce: 'limitTimeInForce',
  };
  checkPresence(limit, (field) => names[field] ?? field);
  const stopNames: Record<string, string> = {
    price: 'stopLimitPrice',
    timeInForce: 'stopLimitTimeInForce',
    icebergQty: 'stopIcebergQty',
  };
  const stopName: FieldName = (field) => stopNames[field] ?? field;
  checkPresence(stop, stopName);
  return side === 'SELL' ? [limit, stop] : [stop, limit];
}
