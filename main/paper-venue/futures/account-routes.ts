import { leverageBrackets } from './bracket-view';
import { accountV3, balanceRows, positionRiskV3 } from './account-views';
import { refusals } from './errors';
import { incomeHistory, userTrades } from './history-views';
import { cancelAllOpenOrders, changeMarginType, modifyPositionMargin } from './margin-settings';
import { marketTimeRoute } from './market-time-route';
import { optionalText } from './params';
import { requiredMarket, selectedMarkets } from './request-reading';
import { type RouteSpec, type RouteTable, type Security, type VenueCall } from './route-table';
import { accountOf, type FuturesState } from './state';
import type { Family } from './symbols';

function accountRoute(
  state: FuturesState,
  security: Security,
  weight: number | ((params: ReadonlyMap<string, string>) => number),
  run: (call: VenueCall) => unknown,
): RouteSpec {
  return marketTimeRoute(state, security, weight, run);
}

/** COIN-M userTrades: `symbol` or `pair`, one of them (-1102 neither, -1128 with orderId and pair). */
function dapiTradeMarkets(state: FuturesState, call: VenueCall) {
  const symbol = optionalText(call.params, 'symbol');
  const pair = optionalText(call.params, 'pair');
  if (symbol === undefined && pair === undefined) throw refusals.eitherMandatory('symbol', 'pair');
  if (symbol !== undefined && pair !== undefined) throw refusals.badCombination();
  if (pair !== undefined && optionalText(call.params, 'orderId') !== undefined)
    throw refusals.badCombination();
  return selectedMarkets(state, 'dapi', call.params);
}

/**
 * The futures account endpoints of one family: balances, the v3 account and positionRisk
 * (quote-settled), the account's trades, income and commission rates, cancel-all, and margin type and
 * isolated margin.
 */
export function accountRoutes(state: FuturesState, family: Family): RouteTable {
  const v1 = `/${family}/v1`;
  const account = (call: VenueCall) => accountOf(state, call.accountId);
  const balance = (call: VenueCall) => balanceRows(state, account(call), family, call.now);
  const routes: RouteTable = {
    [`DELETE ${v1}/allOpenOrders`]: accountRoute(state, 'TRADE', 1, (call) =>
      cancelAllOpenOrders(state, family, call),
    ),
    [`POST ${v1}/marginType`]: accountRoute(state, 'TRADE', 1, (call) =>
      changeMarginType(state, family, call),
    ),
    [`POST ${v1}/positionMargin`]: accountRoute(state, 'TRADE', 1, (call) =>
      modifyPositionMargin(state, family, call),
    ),
    [`GET ${v1}/income`]: accountRoute(state, 'USER_DATA', family === 'fapi' ? 30 : 20, (call) =>
      incomeHistory(state, family, call.accountId, call.params, call.now),
    ),
    // The account's maker and taker rates on a symbol: the venue charges every account alike.
    [`GET ${v1}/commissionRate`]: accountRoute(state, 'USER_DATA', 20, (call) => ({
      symbol: requiredMarket(state, family, call.params).spec.symbol,
      makerCommissionRate: state.fees.maker.toFixed(),
      takerCommissionRate: state.fees.taker.toFixed(),
    })),
  };
  if (family === 'dapi') {
    return {
      ...routes,
      'GET /dapi/v1/balance': accountRoute(state, 'USER_DATA', 1, balance),
      'GET /dapi/v2/leverageBracket': accountRoute(state, 'USER_DATA', 1, (call) =>
        leverageBrackets(state, 'dapi', call),
      ),
      'GET /dapi/v1/userTrades': accountRoute(
        state,
        'USER_DATA',
        (params) => (params.has('pair') ? 40 : 20),
        (call) => userTrades(state, call.accountId, dapiTradeMarkets(state, call), call.params),
      ),
    };
  }
  return {
    ...routes,
    'GET /fapi/v2/balance': accountRoute(state, 'USER_DATA', 5, balance),
    'GET /fapi/v1/leverageBracket': accountRoute(state, 'USER_DATA', 1, (call) =>
      leverageBrackets(state, 'fapi', call),
    ),
    'GET /fapi/v3/balance': accountRoute(state, 'USER_DATA', 5, balance),
    'GET /fapi/v3/account': accountRoute(state, 'USER_DATA', 5, (call) =>
      accountV3(state, account(call), call.now),
    ),
    'GET /fapi/v3/positionRisk': accountRoute(state, 'USER_DATA', 5, (call) => {
      const symbol = optionalText(call.params, 'symbol');
      if (symbol !== undefined) requiredMarket(state, 'fapi', call.params);
      return positionRiskV3(state, account(call), symbol);
    }),
    'GET /fapi/v1/userTrades': accountRoute(state, 'USER_DATA', 5, (call) =>
      userTrades(state, call.accountId, [requiredMarket(state, 'fapi', call.params)], call.params),
    ),
  };
}
