import type { PlacedOrderList } from '@shared/api/spot/order-list';
import type { OcoArgs, OtoArgs, OtocoArgs } from '@shared/ipc/order-args';
import type { OrderListView } from '@shared/ipc/orders';
import type { ProspectiveOrder } from '@shared/market/filters';
import type { SpotClient } from '../../venue/spot-client';
import { VenueError } from '../../venue/venue-error';
import { listView, type VenueListFields } from './list-view';
import type { OrderCore } from './order-core';
import {
  ocoParams,
  ocoProspective,
  otocoParams,
  otocoProspective,
  otoParams,
  otoProspective,
} from './order-params';
import type { VenueOrderFields } from './order-view';

/** OCO, OTO and OTOCO placement and list cancel, with the same UNKNOWN handling as single orders. */
export function createOrderLists(core: OrderCore) {
  const { ids, now } = core;

  const record = (answer: PlacedOrderList | (VenueListFields & { orderReports: readonly object[] })) =>
    core.beforeAnswer(() => {
      const reports = answer.orderReports.map((r) => core.viewOf(r as VenueOrderFields));
      core.publish(reports.map((view) => ({ view })));
      const list = listView(answer as VenueListFields, reports, core.store);
      core.publishLists([list]);
      return list;
    });

  const place = async (
    kind: 'oco' | 'oto' | 'otoco',
    contingencyType: OrderListView['contingencyType'],
    params: { readonly symbol: string; readonly listClientOrderId?: string },
    legs: ProspectiveOrder[],
    send: (spot: SpotClient) => Promise<PlacedOrderList>,
  ): Promise<OrderListView> => {
    await core.check(`POST /api/v3/orderList/${kind}`, params.symbol, legs);
    const spot = await core.deps.spot();
    try {
      return record(await send(spot));
    } catch (error) {
      if (!(error instanceof VenueError) || error.kind !== 'unknown-outcome') throw error;
      const placeholder: OrderListView = {
        symbol: params.symbol,
        orderListId: null,
        listClientOrderId: params.listClientOrderId!,
        contingencyType,
        listStatusType: 'UNKNOWN',
        listOrderStatus: 'UNKNOWN',
        transactionTime: now(),
        orders: [],
      };
      core.beforeAnswer(() => core.publishLists([placeholder]));
      core.reconcileList(placeholder);
      return placeholder;
    }
  };

  return {
    placeOco(args: OcoArgs) {
      const params = ocoParams(args, ids);
      return place('oco', 'OCO', params, ocoProspective(args), (spot) =>
        spot.oco({ ...params, newOrderRespType: 'FULL' }),
      );
    },
    placeOto(args: OtoArgs) {
      const params = otoParams(args, ids);
      return place('oto', 'OTO', params, otoProspective(args), (spot) =>
        spot.oto({ ...params, newOrderRespType: 'FULL' }),
      );
    },
    placeOtoco(args: OtocoArgs) {
      const params = otocoParams(args, ids);
      return place('otoco', 'OTO', params, otocoProspective(args), (spot) =>
        spot.otoco({ ...params, newOrderRespType: 'FULL' }),
      );
    },

    async cancelList(symbol: string, orderListId: number): Promise<OrderListView> {
      const answer = await (
        await core.deps.spot()
      ).cancelOrderList({
        symbol,
        orderListId,
        newClientOrderId: ids(),
      });
      return record(answer);
    },
  };
}
