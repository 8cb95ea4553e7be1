import {
  newOrderRespType,
  orderType,
  selfTradePreventionMode,
  side,
  timeInForce,
} from '@shared/api/spot/enums';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { SymbolCatalog } from '../config/symbols';
import type { ListLegRequest, OrderListRequest, VenueEngine } from './engine-port';
import { legacyOcoLegs } from './legacy-oco';
import { checkPresence, readSymbol, type FieldName } from './order-params';
import type { Params } from './params';
import type { RouteHandler } from './router';
import { readPageLimit, readTimeSpan } from './selectors';
import { accountOf } from './trading-routes';
import { fail } from './venue-failure';

const ok = (body: unknown) => ({ status: 200, body });

const capitalised = (field: string) => `${field[0]!.toUpperCase()}${field.slice(1)}`;

interface LegNames {
  /** `above`, `working`, `pendingAbove` … */
  readonly prefix: string;
  /** Where side and quantity come from: `side`/`quantity` for OCO, `workingSide` … otherwise. */
  readonly sideName: string;
  readonly quantityName: string;
  readonly typeRequired: boolean;
}

/** One leg of a list: `<prefix>Type`, `<prefix>Price` … validated like a single order. */
function readLeg(params: Params, info: SymbolInfo, names: LegNames): ListLegRequest | undefined {
  const name = (field: string) => `${names.prefix}${capitalised(field)}`;
  const type = params.oneOf(name('type'), orderType.options, fail.invalidOrderType, {
    required: names.typeRequired,
  });
  const base = { maxDecimals: info.baseAssetPrecision };
  const quote = { maxDecimals: info.quotePrecision };
  const leg = {
    clientOrderId: params.clientOrderId(name('clientOrderId'), fail.emptyNewClientOrderId),
    price: params.decimal(name('price'), quote),
    stopPrice: params.decimal(name('stopPrice'), quote),
    trailingDelta: params.long(name('trailingDelta')),
    icebergQty: params.decimal(name('icebergQty'), base),
    timeInForce: params.oneOf(name('timeInForce'), timeInForce.options, fail.invalidTimeInForce),
    strategyId: params.long(name('strategyId')),
    strategyType: params.long(name('strategyType')),
  };
  if (type === undefined) {
    const sent = Object.entries(leg).find(([, value]) => value !== undefined);
    if (sent) throw fail.notRequired(name(sent[0]));
    return undefined;
  }
  if (leg.strategyType !== undefined && leg.strategyType < 1_000_000) throw fail.badStrategyType();
  const { clientOrderId, ...details } = leg;
  const request: ListLegRequest = {
    symbol: info.symbol,
    side: params.oneOf(names.sideName, side.options, fail.invalidSide, { required: true }),
    type,
    quantity: params.decimal(names.quantityName, { required: true, ...base }),
    newClientOrderId: clientOrderId,
    ...details,
  };
  const fieldName: FieldName = (field) => (field === 'quantity' ? names.quantityName : name(field));
  checkPresence(request, fieldName);
  return request;
}

function readListHeader(params: Params, symbols: SymbolCatalog) {
  const info = readSymbol(params, symbols);
  const listClientOrderId = params.clientOrderId('listClientOrderId', fail.emptyNewClientOrderId);
  const respType = params.oneOf('newOrderRespType', newOrderRespType.options, () =>
    fail.invalidData('newOrderRespType'),
  );
  const stpMode = params.oneOf('selfTradePreventionMode', selfTradePreventionMode.options, () =>
    fail.invalidData('selfTradePreventionMode'),
  );
  if (stpMode !== undefined && !info.allowedSelfTradePreventionModes.includes(stpMode)) {
    throw fail.invalidData('selfTradePreventionMode');
  }
  // A list answers in full (RESULT) unless asked otherwise: each leg's status, prices, quantities and workingTime.
  return {
    info,
    listClientOrderId,
    newOrderRespType: respType ?? 'RESULT',
    selfTradePreventionMode: stpMode,
  };
}

const present = (legs: (ListLegRequest | undefined)[]) => legs.filter((leg) => leg !== undefined);

/** OCO, OTO and OTOCO placement, list cancel and list queries, over the engine. */
export function orderListRoutes(engine: VenueEngine, symbols: SymbolCatalog): Record<string, RouteHandler> {
  const place =
    (
      contingencyType: OrderListRequest['contingencyType'],
      legsOf: (params: Params, info: SymbolInfo) => (ListLegRequest | undefined)[],
    ): RouteHandler =>
    (context) => {
      const account = accountOf(context);
      const { info, ...header } = readListHeader(context.params, symbols);
      const legs = present(legsOf(context.params, info));
      const request: OrderListRequest = { contingencyType, symbol: info.symbol, ...header, legs };
      return () => ok(engine.placeOrderList(account, request));
    };
  const working = (params: Params, info: SymbolInfo) =>
    readLeg(params, info, {
      prefix: 'working',
      sideName: 'workingSide',
      quantityName: 'workingQuantity',
      typeRequired: true,
    });
  const pending = (prefix: string, typeRequired: boolean) => (params: Params, info: SymbolInfo) =>
    readLeg(params, info, { prefix, sideName: 'pendingSide', quantityName: 'pendingQuantity', typeRequired });

  return {
    'POST /api/v3/orderList/oco': place('OCO', (params, info) => [
      readLeg(params, info, {
        prefix: 'above',
        sideName: 'side',
        quantityName: 'quantity',
        typeRequired: true,
      }),
      readLeg(params, info, {
        prefix: 'below',
        sideName: 'side',
        quantityName: 'quantity',
        typeRequired: true,
      }),
    ]),
    'POST /api/v3/order/oco': place('OCO', legacyOcoLegs),
    'POST /api/v3/orderList/oto': place('OTO', (params, info) => [
      working(params, info),
      pending('pending', true)(params, info),
    ]),
    'POST /api/v3/orderList/otoco': place('OTOCO', (params, info) => [
      working(params, info),
      pending('pendingAbove', true)(params, info),
      pending('pendingBelow', false)(params, info),
    ]),
    'DELETE /api/v3/orderList': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const symbol = readSymbol(params, symbols).symbol;
      const orderListId = params.long('orderListId');
      const listClientOrderId = params.clientOrderId('listClientOrderId', fail.emptyOrigClientOrderId);
      if (orderListId === undefined && listClientOrderId === undefined) {
        throw fail.eitherMissing('orderListId', 'listClientOrderId');
      }
      const newClientOrderId = params.clientOrderId('newClientOrderId', fail.emptyNewClientOrderId);
      return () =>
        ok(engine.cancelOrderList(account, { symbol, orderListId, listClientOrderId, newClientOrderId }));
    },
    'GET /api/v3/orderList': (context) => {
      const account = accountOf(context);
      const orderListId = context.params.long('orderListId');
      const listClientOrderId = context.params.clientOrderId(
        'origClientOrderId',
        fail.emptyOrigClientOrderId,
      );
      if (orderListId === undefined && listClientOrderId === undefined) {
        throw fail.eitherMissing('orderListId', 'origClientOrderId');
      }
      return () => ok(engine.queryOrderList(account, { orderListId, listClientOrderId }));
    },
    'GET /api/v3/allOrderList': (context) => {
      const account = accountOf(context);
      const { params } = context;
      const fromId = params.long('fromId');
      const span = readTimeSpan(params);
      if (fromId !== undefined && (span.startTime !== undefined || span.endTime !== undefined)) {
        throw fail.badCombination();
      }
      const limit = readPageLimit(params);
      return () => ok(engine.allOrderLists(account, { fromId, ...span, limit }));
    },
    'GET /api/v3/openOrderList': (context) => {
      const account = accountOf(context);
      return () => ok(engine.openOrderLists(account));
    },
  };
}
