import { randomBytes } from 'node:crypto';
import type { OrderFull } from '@shared/api/spot/order';
import { dec } from '@shared/decimal/decimal';
import type { AccountsFileInput } from '../../main/paper-venue/accounts/accounts-file';
import { createVenueClient } from '../../main/venue/venue-client';
import type { SpotClient } from '../../main/venue/spot-client';
import type { VenueClient } from '../../main/venue/venue-client';

type UsdmClient = NonNullable<VenueClient['futures']['usdm']>;

/**
 * A second account on the embedded venue, with its own HMAC key, that a journey trades with over the
 * venue's own REST API: `test.use({ venueAccounts: counterparty.accounts })`, then
 * `counterparty.client(venueUrl)`.
 */
export interface Counterparty {
  readonly accounts: AccountsFileInput;
  client(venueUrl: string): SpotClient;
  /** The same account's USD-M client (the venue opens every account a futures wallet). */
  usdm(venueUrl: string): UsdmClient;
}

export function newCounterparty(balances: Record<string, string>): Counterparty {
  const apiKey = `counterparty${randomBytes(8).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  return {
    accounts: {
      accounts: [
        {
          name: 'counterparty',
          balances,
          keys: [{ apiKey, type: 'HMAC', secret }],
          keyPermissions: { [apiKey]: ['USER_DATA', 'TRADE'] },
        },
      ],
    },
    client: (venueUrl) =>
      createVenueClient({
        baseUrls: { spot: venueUrl },
        credentials: { apiKey, signingKey: { type: 'HMAC', secret } },
        resyncMs: 0,
      }).spot,
    usdm: (venueUrl) =>
      createVenueClient({
        baseUrls: { spot: venueUrl, usdm: venueUrl },
        credentials: { apiKey, signingKey: { type: 'HMAC', secret } },
        resyncMs: 0,
      }).futures.usdm!,
  };
}

/**
 * Trades through every resting level from the top of the book up to `price` (asks for a BUY, bids for
 * a SELL), whoever rests there: an IOC limit at `price`, twice the depth the venue shows up to it plus
 * a margin, so levels the simulated maker adds meanwhile are taken too and nothing is left resting.
 */
export async function sweepTo(
  spot: SpotClient,
  order: { symbol: string; side: 'BUY' | 'SELL'; price: string; stepSize: string; margin: string },
): Promise<OrderFull> {
  const book = await spot.depth({ symbol: order.symbol, limit: 5000 });
  const limit = dec(order.price);
  const levels = order.side === 'BUY' ? book.asks : book.bids;
  const reached = levels.filter(([price]) =>
    order.side === 'BUY' ? dec(price).lte(limit) : dec(price).gte(limit),
  );
  const depth = reached.reduce((sum, [, qty]) => sum.plus(qty), dec('0'));
  const quantity = depth.mul(2).plus(order.margin).toNearest(order.stepSize).toFixed();
  return spot.newOrder({
    symbol: order.symbol,
    side: order.side,
    type: 'LIMIT',
    timeInForce: 'IOC',
    price: order.price,
    quantity,
  });
}
