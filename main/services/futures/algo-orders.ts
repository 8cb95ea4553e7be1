import type { AlgoStatus, UsdmAlgoOrder, UsdmAlgoOrderParams } from '@shared/api/futures/algo-order';
import type { AlgoUpdate } from '@shared/api/futures/user-data';
import type { FuturesOrderStatus } from '@shared/api/futures/enums';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';

type UsdmOrder = Extract<PlaceFuturesOrderArgs, { family: 'usdm' }>['order'];

/**
 * A USD-M conditional order as the algo endpoint takes it: stopPrice is sent as triggerPrice,
 * activationPrice as activatePrice, main's client id as clientAlgoId.
 */
export function algoParams(order: UsdmOrder, clientAlgoId: string): UsdmAlgoOrderParams {
  const { stopPrice, activationPrice, ...rest } = order as UsdmOrder & {
    stopPrice?: string;
    activationPrice?: string;
  };
  return {
    ...(rest as Omit<UsdmAlgoOrderParams, 'algoType' | 'clientAlgoId'>),
    algoType: 'CONDITIONAL',
    clientAlgoId,
    ...(stopPrice !== undefined ? { triggerPrice: stopPrice } : {}),
    ...(activationPrice !== undefined ? { activatePrice: activationPrice } : {}),
  };
}

/** The order status an algo status stands for, while the algo service holds the order. */
function statusOf(status: AlgoStatus): FuturesOrderStatus {
  switch (status) {
    case 'CANCELED':
      return 'CANCELED';
    case 'REJECTED':
      return 'REJECTED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'FINISHED':
      return 'FILLED';
    default:
      return 'NEW';
  }
}

/** An algo order shown beside the book's orders: same columns, with its algo id and status. */
export function algoOrderView(algo: UsdmAlgoOrder): FuturesOrderView {
  const actual = algo.actualOrderId ? Number(algo.actualOrderId) : null;
  return {
    family: 'usdm',
    symbol: algo.symbol,
    orderId: actual,
    clientOrderId: algo.clientAlgoId,
    side: algo.side,
    positionSide: algo.positionSide,
    type: algo.orderType,
    origType: algo.orderType,
    status: statusOf(algo.algoStatus),
    timeInForce: algo.timeInForce,
    price: algo.price,
    avgPrice: null,
    origQty: algo.quantity,
    executedQty: '0',
    stopPrice: algo.triggerPrice,
    reduceOnly: algo.reduceOnly,
    closePosition: algo.closePosition,
    workingType: algo.workingType,
    priceProtect: algo.priceProtect,
    priceMatch: algo.priceMatch,
    selfTradePreventionMode: algo.selfTradePreventionMode,
    goodTillDate: algo.goodTillDate ? algo.goodTillDate : null,
    activatePrice: algo.activatePrice ? algo.activatePrice : null,
    priceRate: algo.callbackRate ? algo.callbackRate : null,
    updateTime: algo.updateTime,
    algoId: algo.algoId,
    algoStatus: algo.algoStatus,
  };
}

const isZero = (text: string) => /^-?0*(\.0*)?$/.test(text);

/** An algo order as an ALGO_UPDATE tells it (no activation price: the event does not carry it). */
export function streamAlgoView(event: AlgoUpdate): FuturesOrderView {
  const o = event.o;
  return {
    family: 'usdm',
    symbol: o.s,
    orderId: o.ai ? Number(o.ai) : null,
    clientOrderId: o.caid,
    side: o.S,
    positionSide: o.ps,
    type: o.o,
    origType: o.o,
    status: statusOf(o.X),
    timeInForce: o.f,
    price: o.p,
    avgPrice: isZero(o.aq) ? null : o.ap,
    origQty: o.q,
    executedQty: o.aq,
    stopPrice: o.tp,
    reduceOnly: o.R,
    closePosition: o.cp,
    workingType: o.wt,
    priceProtect: o.pP,
    priceMatch: o.pm,
    selfTradePreventionMode: o.V,
    goodTillDate: o.gtd ? o.gtd : null,
    activatePrice: null,
    priceRate: o.cr ?? null,
    updateTime: event.T,
    algoId: o.aid,
    algoStatus: o.X,
  };
}
