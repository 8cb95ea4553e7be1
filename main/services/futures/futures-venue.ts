import type { FuturesFamily } from '@shared/ipc/futures';
import type { CoinmClient, UsdmClient } from '../../venue/futures-client';
import type { VenueClient } from '../../venue/venue-client';
import { VenueError } from '../../venue/venue-error';

/** What the futures service needs of a venue: the two family clients and each family's clock. */
export interface FuturesVenue {
  readonly usdm?: UsdmClient;
  readonly coinm?: CoinmClient;
  /** The family's venue time (ms), measured when not yet known. */
  serverNow(family: FuturesFamily): Promise<number>;
}

export function futuresVenueOf(client: VenueClient): FuturesVenue {
  return {
    usdm: client.futures.usdm,
    coinm: client.futures.coinm,
    async serverNow(family) {
      const clock = client.clocks[family];
      if (!clock) return Date.now();
      await clock.ready();
      return clock.serverNow();
    },
  };
}

export type FamilyClient<F extends FuturesFamily> = F extends 'usdm' ? UsdmClient : CoinmClient;

export function familyClient<F extends FuturesFamily>(venue: FuturesVenue, family: F): FamilyClient<F> {
  const client = family === 'usdm' ? venue.usdm : venue.coinm;
  if (!client)
    throw new VenueError({
      kind: 'invalid-arguments',
      endpoint: family === 'usdm' ? '/fapi' : '/dapi',
      message: `this venue profile has no ${family === 'usdm' ? 'fapi' : 'dapi'} base URL`,
    });
  return client as FamilyClient<F>;
}
