import { createVenueClient } from '../../venue/venue-client';
import { venueBaseUrls } from '../venue-urls';
import type { CheckConnection } from './profiles-service';

/**
 * "Test connection": a signed account read with the profile's key. It proves the key, its signature
 * scheme and the clock, and reports what the account may do.
 */
export function checkConnectionVia(embeddedVenueUrl: () => string): CheckConnection {
  return async (profile, signer) => {
    const client = createVenueClient({
      baseUrls: venueBaseUrls(profile.venue, embeddedVenueUrl()),
      credentials: signer,
      resyncMs: 0,
    });
    try {
      const account = await client.spot.account({ omitZeroBalances: true });
      const abilities = [
        account.canTrade && 'TRADE',
        account.canWithdraw && 'WITHDRAW',
        account.canDeposit && 'DEPOSIT',
      ];
      return { permissions: [...account.permissions, ...abilities.filter((a): a is string => !!a)] };
    } finally {
      client.dispose();
    }
  };
}
