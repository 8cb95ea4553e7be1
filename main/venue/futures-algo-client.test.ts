import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackVenue, type LoopbackVenue } from './test-support/loopback-venue';
import type { VenueClient } from './venue-client';
import { VenueError } from './venue-error';

let venue: LoopbackVenue;
let client: VenueClient;
beforeAll(async () => {
  venue = await startLoopbackVenue(['algo-client']);
  client = venue.client('algo-client');
});
afterAll(() => venue.close());

describe('USD-M algo orders, margin type and brackets over loopback', () => {
  it('places, lists, queries and cancels a conditional order through the algo endpoints', async () => {
    const usdm = client.futures.usdm!;
    const placed = await usdm.newAlgoOrder({
      algoType: 'CONDITIONAL',
      symbol: 'ETHUSDT',
      side: 'SELL',
      type: 'STOP_MARKET',
      triggerPrice: '1000.00',
      quantity: '0.100',
      workingType: 'MARK_PRICE',
      priceProtect: true,
    });
    expect(placed).toMatchObject({ orderType: 'STOP_MARKET', algoStatus: 'NEW', triggerPrice: '1000.00' });
    expect((await usdm.openAlgoOrders({ symbol: 'ETHUSDT' })).map((o) => o.algoId)).toEqual([placed.algoId]);
    expect(await usdm.openOrders({ symbol: 'ETHUSDT' })).toEqual([]);
    const queried = await usdm.queryAlgoOrder({ clientAlgoId: placed.clientAlgoId });
    expect(queried.algoId).toBe(placed.algoId);
    expect(await usdm.cancelAlgoOrder({ algoId: placed.algoId })).toMatchObject({ msg: 'success' });
    expect((await usdm.queryAlgoOrder({ algoId: placed.algoId })).algoStatus).toBe('CANCELED');
  });

  it('refuses a conditional order on /fapi/v1/order with -4120', async () => {
    // the typed params forbid it; the venue is asked anyway
    const stop = {
      symbol: 'ETHUSDT',
      side: 'SELL',
      type: 'STOP_MARKET',
      stopPrice: '1000.00',
      quantity: '0.100',
    };
    const refused = await client.futures.usdm!.newOrder(stop as never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VenueError);
    expect((refused as VenueError).code).toBe(-4120);
  });

  it('switches a symbol to isolated margin and back, and reads its leverage brackets', async () => {
    const usdm = client.futures.usdm!;
    expect(await usdm.setMarginType({ symbol: 'ETHUSDT', marginType: 'ISOLATED' })).toEqual({
      code: 200,
      msg: 'success',
    });
    const [row] = await usdm.positionRisk({ symbol: 'ETHUSDT' });
    expect(row?.marginType).toBe('isolated');
    const again = await usdm
      .setMarginType({ symbol: 'ETHUSDT', marginType: 'ISOLATED' })
      .catch((e: unknown) => e);
    expect((again as VenueError).code).toBe(-4046);
    await usdm.setMarginType({ symbol: 'ETHUSDT', marginType: 'CROSSED' });
    const brackets = await usdm.leverageBrackets({ symbol: 'ETHUSDT' });
    expect(brackets.brackets[0]).toMatchObject({ bracket: 1, notionalFloor: 0 });
    expect(brackets.brackets.length).toBeGreaterThan(1);
  });
});
