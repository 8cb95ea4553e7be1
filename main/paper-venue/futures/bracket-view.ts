import { Dec } from './decimal';
import { BRACKETS } from './leverage-brackets';
import { optionalText } from './params';
import { requiredMarket } from './request-reading';
import type { VenueCall } from './route-table';
import type { FuturesState, Market } from './state';
import type { Family } from './symbols';

/**
 * A symbol's leverage brackets, smallest position first: each allows `initialLeverage` up to its
 * cap. The venue's maintenance rate is one per symbol, so every bracket carries it and `cum` is 0.
 * COIN-M caps are in the base asset at the current mark.
 */
function brackets(market: Market) {
  const { spec } = market;
  const ascending = [...BRACKETS].reverse();
  let floor = new Dec(0);
  return ascending.map(([leverage, cap], i) => {
    const value = new Dec(cap);
    const row =
      spec.family === 'fapi'
        ? { notionalCap: value.toNumber(), notionalFloor: floor.toNumber() }
        : {
            qtyCap: value.dividedBy(market.mark).toDecimalPlaces(8).toNumber(),
            qtyFloor: floor.dividedBy(market.mark).toDecimalPlaces(8).toNumber(),
          };
    floor = value;
    return {
      bracket: i + 1,
      initialLeverage: Math.min(leverage, spec.maxLeverage),
      ...row,
      maintMarginRatio: Number(spec.maintMarginRate),
      cum: 0,
    };
  });
}

/** GET /fapi/v1/leverageBracket (one object with a symbol) and GET /dapi/v2/leverageBracket (arrays). */
export function leverageBrackets(state: FuturesState, family: Family, call: VenueCall) {
  const symbol = optionalText(call.params, 'symbol');
  const markets =
    symbol !== undefined
      ? [requiredMarket(state, family, call.params)]
      : [...state.markets.values()].filter((m) => m.spec.family === family);
  const rows = markets.map((m) => ({
    symbol: m.spec.symbol,
    ...(family === 'fapi' ? { notionalCoef: 1 } : {}),
    brackets: brackets(m),
  }));
  return family === 'fapi' && symbol !== undefined ? rows[0] : rows;
}
