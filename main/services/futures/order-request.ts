import type { CoinmOrderParams, UsdmOrderParams } from '@shared/api/futures/order-params';
import type { ProspectiveFuturesOrder } from '@shared/api/futures/pre-send-checks';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';

/** The order as the pre-send checks see it: exactly the fields that will be sent. */
export function prospectiveOrder(args: PlaceFuturesOrderArgs): ProspectiveFuturesOrder {
  return args.order;
}

/**
 * The client's params for an order that passed the pre-send checks: the args' fields as they are, main's
 * client order id, and RESULT so the answer shows what executed. The checks have ruled out what the
 * typed params forbid.
 */
export function usdmParams(
  order: Extract<PlaceFuturesOrderArgs, { family: 'usdm' }>['order'],
  newClientOrderId: string,
): UsdmOrderParams {
  return { ...order, newClientOrderId, newOrderRespType: 'RESULT' } as UsdmOrderParams;
}

export function coinmParams(
  order: Extract<PlaceFuturesOrderArgs, { family: 'coinm' }>['order'],
  newClientOrderId: string,
): CoinmOrderParams {
  return { ...order, newClientOrderId, newOrderRespType: 'RESULT' } as CoinmOrderParams;
}
