import {
  newOrderRespType,
  orderType,
  selfTradePreventionMode,
  side,
  timeInForce,
  type OrderType,
} from '@shared/api/spot/enums';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { SymbolCatalog } from '../config/symbols';
import type { NewOrderRequest } from './engine-port';
import type { Params } from './params';
import { fail } from './venue-failure';

const MIN_STRATEGY_TYPE = 1_000_000;

/** Reads `symbol` and looks it up: -1100 when malformed, -1121 when not listed. */
export function readSymbol(params: Params, symbols: SymbolCatalog, name = 'symbol'): SymbolInfo {
  const info = symbols.get(params.symbolName(name, { required: true }));
  if (!info) throw fail.invalidSymbol();
  return info;
}

interface Presence {
  readonly timeInForce: 'required' | 'optional' | 'forbidden';
  readonly quantity: 'required' | 'market';
  readonly price: 'required' | 'forbidden';
  readonly stop: 'required' | 'forbidden';
  readonly iceberg: boolean;
}

/** Mandatory and forbidden parameters per order type. */
const PRESENCE: Record<OrderType, Presence> = {
  LIMIT: {
    timeInForce: 'required',
    quantity: 'required',
    price: 'required',
    stop: 'forbidden',
    iceberg: true,
  },
  MARKET: {
    timeInForce: 'forbidden',
    quantity: 'market',
    price: 'forbidden',
    stop: 'forbidden',
    iceberg: false,
  },
  STOP_LOSS: {
    timeInForce: 'forbidden',
    quantity: 'required',
    price: 'forbidden',
    stop: 'required',
    iceberg: false,
  },
  STOP_LOSS_LIMIT: {
    timeInForce: 'required',
    quantity: 'required',
    price: 'required',
    stop: 'required',
    iceberg: true,
  },
  TAKE_PROFIT: {
    timeInForce: 'forbidden',
    quantity: 'required',
    price: 'forbidden',
    stop: 'required',
    iceberg: false,
  },
  TAKE_PROFIT_LIMIT: {
    timeInForce: 'required',
    quantity: 'required',
    price: 'required',
    stop: 'required',
    iceberg: true,
  },
  LIMIT_MAKER: {
    timeInForce: 'optional',
    quantity: 'required',
    price: 'required',
    stop: 'forbidden',
    iceberg: true,
  },
};

/** The wire name of an order field: `price`, or `abovePrice` for a list leg. */
export type FieldName = (
  field: 'timeInForce' | 'quantity' | 'price' | 'stopPrice' | 'trailingDelta' | 'icebergQty',
) => string;

const plainName: FieldName = (field) => field;

/** -1102 / -1106 / -1114 for what an order type must or must not carry. */
export function checkPresence(
  order: Omit<NewOrderRequest, 'newOrderRespType'>,
  name: FieldName = plainName,
): void {
  const rules = PRESENCE[order.type];
  if (rules.timeInForce === 'required' && !order.timeInForce)
    throw fail.mandatoryMissing(name('timeInForce'));
  if (rules.timeInForce === 'forbidden' && order.timeInForce) throw fail.timeInForceNotRequired();
  if (rules.quantity === 'required') {
    if (order.quantity === undefined) throw fail.mandatoryMissing(name('quantity'));
    if (order.quoteOrderQty !== undefined) throw fail.notRequired('quoteOrderQty');
  } else {
    if (order.quantity === undefined && order.quoteOrderQty === undefined) {
      throw fail.eitherMissing(name('quantity'), 'quoteOrderQty');
    }
    if (order.quantity !== undefined && order.quoteOrderQty !== undefined)
      throw fail.notRequired('quoteOrderQty');
  }
  if (rules.price === 'required' && order.price === undefined) throw fail.mandatoryMissing(name('price'));
  if (rules.price === 'forbidden' && order.price !== undefined) throw fail.notRequired(name('price'));
  if (rules.stop === 'required' && order.stopPrice === undefined && order.trailingDelta === undefined) {
    throw fail.eitherMissing(name('stopPrice'), name('trailingDelta'));
  }
  if (rules.stop === 'forbidden') {
    if (order.stopPrice !== undefined) throw fail.notRequired(name('stopPrice'));
    if (order.trailingDelta !== undefined) throw fail.notRequired(name('trailingDelta'));
  }
  if (!rules.iceberg && order.icebergQty !== undefined) throw fail.notRequired(name('icebergQty'));
}

/**
 * The parameters of POST /api/v3/order (also order/test and the new order of cancelReplace):
 * formats and precision against the symbol, enums with their own codes, and the mandatory and
 * forbidden parameters of each order type. Filters (-1013) are the next step, not this one.
 */
export function readNewOrder(params: Params, symbols: SymbolCatalog): NewOrderRequest {
  const info = readSymbol(params, symbols);
  const base = { maxDecimals: info.baseAssetPrecision };
  const quote = { maxDecimals: info.quotePrecision };
  const orderSide = params.oneOf('side', side.options, fail.invalidSide, { required: true });
  const type = params.oneOf('type', orderType.options, fail.invalidOrderType, { required: true });
  const strategyType = params.long('strategyType');
  if (strategyType !== undefined && strategyType < MIN_STRATEGY_TYPE) throw fail.badStrategyType();
  const stpMode = params.oneOf('selfTradePreventionMode', selfTradePreventionMode.options, () =>
    fail.invalidData('selfTradePreventionMode'),
  );
  if (stpMode !== undefined && !info.allowedSelfTradePreventionModes.includes(stpMode)) {
    throw fail.invalidData('selfTradePreventionMode');
  }
  const respType = params.oneOf('newOrderRespType', newOrderRespType.options, () =>
    fail.invalidData('newOrderRespType'),
  );
  const order: NewOrderRequest = {
    symbol: info.symbol,
    side: orderSide,
    type,
    timeInForce: params.oneOf('timeInForce', timeInForce.options, fail.invalidTimeInForce),
    quantity: params.decimal('quantity', base),
    quoteOrderQty: params.decimal('quoteOrderQty', quote),
    price: params.decimal('price', quote),
    stopPrice: params.decimal('stopPrice', quote),
    trailingDelta: params.long('trailingDelta'),
    icebergQty: params.decimal('icebergQty', base),
    newClientOrderId: params.clientOrderId('newClientOrderId', fail.emptyNewClientOrderId),
    strategyId: params.long('strategyId'),
    strategyType,
    newOrderRespType: respType ?? (type === 'MARKET' || type === 'LIMIT' ? 'FULL' : 'ACK'),
    selfTradePreventionMode: stpMode,
  };
  checkPresence(order);
  return order;
}
