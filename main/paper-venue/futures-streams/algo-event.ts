import type { ConditionalOrderType } from '@shared/api/futures/algo-order';
import type { AlgoUpdateWire } from '@shared/api/futures/user-data';
import { Dec, fixed } from '../futures/decimal';
import type { FuturesOrder } from '../futures/order';
import type { FuturesState } from '../futures/state';

/** The algo service's statuses the venue tells: those `algoStatus` (algo-view.ts) answers. */
export type ToldAlgoStatus = 'NEW' | 'TRIGGERED' | 'FINISHED' | 'CANCELED' | 'EXPIRED';

/**
 * ALGO_UPDATE of a conditional order placed through `/fapi/v1/algoOrder`, at one status. Once
 * triggered, `ai` is the order it placed in the book, `aq` what that order filled so far and `ap`
 * the fills' average price.
 */
export function algoEvent(
  state: FuturesState,
  order: FuturesOrder,
  now: number,
  status: ToldAlgoStatus,
  filled: { readonly z: Dec; readonly value: Dec },
) {
  const spec = state.markets.get(order.symbol)!.spec;
  const price = (value: Dec | null) =>
    value === null || value.isZero() ? '0' : fixed(value, spec.pricePrecision);
  const triggered = status === 'TRIGGERED' || status === 'FINISHED';
  const average = filled.z.isZero() ? new Dec(0) : filled.value.dividedBy(filled.z);
  return {
    e: 'ALGO_UPDATE',
    E: now,
    T: order.updateTime,
    o: {
      caid: order.clientOrderId,
      aid: order.algoId!,
      at: 'CONDITIONAL',
      o: order.origType as ConditionalOrderType,
      s: order.symbol,
      S: order.side,
      ps: order.positionSide,
      f: order.timeInForce,
      q: fixed(order.origQty, spec.quantityPrecision),
      X: status,
      tp: price(order.stopPrice),
      p: price(order.price),
      wt: order.workingType,
      pm: order.priceMatch,
      cp: order.closePosition,
      pP: order.priceProtect,
      R: order.reduceOnly,
      tt: order.triggerTime ?? 0,
      gtd: order.goodTillDate,
      ai: triggered ? String(order.orderId) : '',
      ap: fixed(average, spec.pricePrecision),
      aq: fixed(filled.z, spec.quantityPrecision),
      act: triggered ? order.type : '',
      ...(order.origType === 'TRAILING_STOP_MARKET' && order.priceRate
        ? { cr: order.priceRate.toFixed(1) }
        : {}),
      V: order.selfTradePreventionMode,
    },
  } satisfies AlgoUpdateWire;
}
