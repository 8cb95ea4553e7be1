import { advanceTo } from './market-moves';
import { answer, type RouteSpec, type Security, type VenueCall } from './route-table';
import type { FuturesState } from './state';

/**
 * A route answered after the market has moved on to the call's time; its weight fixed, or read from
 * the parameters.
 */
export function marketTimeRoute(
  state: FuturesState,
  security: Security,
  weight: number | ((params: ReadonlyMap<string, string>) => number),
  run: (call: VenueCall) => unknown,
): RouteSpec {
  return {
    security,
    weight: typeof weight === 'number' ? weight : 0,
    ...(typeof weight === 'number' ? {} : { weightOf: weight }),
    handler: (call) =>
      answer(() => {
        advanceTo(state, call.now);
        return run(call);
      }),
  };
}
