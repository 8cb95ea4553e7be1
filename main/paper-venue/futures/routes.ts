import { accountRoutes } from './account-routes';
import { cancelAlgoOrder, cancelAllAlgoOrders, openAlgoOrders, queryAlgoOrder } from './algo-orders';
import { changeLeverage, changePositionMode, positionMode } from './account-settings';
import { refusals } from './errors';
import { dapiExchangeInfo, fapiExchangeInfo } from './exchange-info';
import { marketDataRoutes } from './market-data-routes';
import { advanceTo } from './market-moves';
import { allOrders, cancelOrder, openOrders, queryOrder } from './order-queries';
import { optionalText } from './params';
import { modifyOrder } from './modify-order';
import { placeOrder } from './place-order';
import { accountView, positionRiskRows } from './position-views';
import { answer, ok, type RouteSpec, type RouteTable, type Security, type OrderCount } from './route-table';
import { accountOf, type FuturesState, marketOf } from './state';
import type { Family } from './symbols';

type Run = (family: Family, call: Parameters<RouteSpec['handler']>[0]) => unknown;

function route(
  security: Security,
  weight: number,
  family: Family,
  run: Run,
  orderCount?: OrderCount,
): RouteSpec {
  return {
    security,
    weight,
    ...(orderCount ? { orderCount } : {}),
    handler: (call) => answer(() => run(family, call)),
  };
}

function positionRisk(state: FuturesState): Run {
  return (family, call) => {
    advanceTo(state, call.now);
    const symbol = optionalText(call.params, 'symbol');
    if (symbol !== undefined && !marketOf(state, family, symbol)) throw refusals.invalidSymbol();
    const pair = optionalText(call.params, 'pair');
    const marginAsset = optionalText(call.params, 'marginAsset');
    return positionRiskRows(state, accountOf(state, call.accountId), family, symbol).filter((row) => {
      const spec = state.markets.get(row.symbol)!.spec;
      return (
        (pair === undefined || spec.pair === pair) &&
        (marginAsset === undefined || spec.marginAsset === marginAsset)
      );
    });
  };
}

function familyRoutes(state: FuturesState, family: Family): RouteTable {
  const v1 = `/${family}/v1`;
  const accountPath = family === 'fapi' ? '/fapi/v2' : '/dapi/v1';
  const orderCount: OrderCount = family === 'fapi' ? { '10S': 1, '1M': 1 } : { '1M': 1 };
  return {
    ...marketDataRoutes(state, family),
    ...accountRoutes(state, family),
    [`GET ${v1}/ping`]: { security: 'NONE', weight: 1, handler: () => ok({}) },
    [`GET ${v1}/time`]: { security: 'NONE', weight: 1, handler: (call) => ok({ serverTime: call.now }) },
    [`GET ${v1}/exchangeInfo`]: {
      security: 'NONE',
      weight: 1,
      handler: (call) =>
        ok(family === 'fapi' ? fapiExchangeInfo(state, call.now) : dapiExchangeInfo(state, call.now)),
    },
    [`POST ${v1}/order`]: route('TRADE', 0, family, (f, call) => placeOrder(state, f, call), orderCount),
    [`PUT ${v1}/order`]: route(
      'TRADE',
      family === 'fapi' ? 0 : 1,
      family,
      (f, call) => modifyOrder(state, f, call),
      orderCount,
    ),
    [`GET ${v1}/order`]: route('USER_DATA', 1, family, (f, call) => queryOrder(state, f, call)),
    [`DELETE ${v1}/order`]: route('TRADE', 1, family, (f, call) => cancelOrder(state, f, call)),
    [`GET ${v1}/openOrders`]: route('USER_DATA', 1, family, (f, call) => openOrders(state, f, call)),
    [`GET ${v1}/allOrders`]: {
      ...route('USER_DATA', family === 'fapi' ? 5 : 20, family, (f, call) => allOrders(state, f, call)),
      // COIN-M: 20 for a symbol, 40 for a pair
      ...(family === 'dapi' ? { weightOf: (params) => (params.has('pair') ? 40 : 20) } : {}),
    },
    [`GET ${accountPath}/positionRisk`]: route(
      'USER_DATA',
      family === 'fapi' ? 5 : 1,
      family,
      positionRisk(state),
    ),
    [`GET ${accountPath}/account`]: route('USER_DATA', 5, family, (f, call) => {
      advanceTo(state, call.now);
      return accountView(state, accountOf(state, call.accountId), f, call.now);
    }),
    [`POST ${v1}/leverage`]: route('TRADE', 1, family, (f, call) => changeLeverage(state, f, call)),
    [`GET ${v1}/positionSide/dual`]: route('USER_DATA', 30, family, (f, call) =>
      positionMode(state, f, call),
    ),
    [`POST ${v1}/positionSide/dual`]: route('TRADE', 1, family, (f, call) =>
      changePositionMode(state, f, call),
    ),
    ...(family === 'fapi' ? algoRoutes(state, orderCount) : {}),
  };
}

/** The quote-settled family's conditional orders, held by the algo service until they trigger. */
function algoRoutes(state: FuturesState, orderCount: OrderCount): RouteTable {
  return {
    'POST /fapi/v1/algoOrder': route(
      'TRADE',
      0,
      'fapi',
      (f, call) => placeOrder(state, f, call, 'algo'),
      orderCount,
    ),
    'GET /fapi/v1/algoOrder': route('USER_DATA', 1, 'fapi', (_f, call) => queryAlgoOrder(state, call)),
    'DELETE /fapi/v1/algoOrder': route('TRADE', 1, 'fapi', (_f, call) => cancelAlgoOrder(state, call)),
    'GET /fapi/v1/openAlgoOrders': route('USER_DATA', 1, 'fapi', (_f, call) => openAlgoOrders(state, call)),
    'DELETE /fapi/v1/algoOpenOrders': route('TRADE', 1, 'fapi', (_f, call) =>
      cancelAllAlgoOrders(state, call),
    ),
  };
}

/**
 * Every futures endpoint of the paper venue, quote-settled (`/fapi`) and contract-quantity (`/dapi`),
 * keyed `METHOD /path`. Mount each entry behind the shared pipeline (signature, timestamp, key
 * permission per `security`, IP weight per `weight`, order counters per `orderCount`).
 */
export function futuresRoutes(state: FuturesState): RouteTable {
  return { ...familyRoutes(state, 'fapi'), ...familyRoutes(state, 'dapi') };
}
