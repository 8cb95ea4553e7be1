import { pingResponse, timeResponse } from '../../shared/api/spot/general';
import { createRestTransport, type RestTransportOptions } from './rest';

export type SpotClient = ReturnType<typeof createSpotClient>;

/** Typed client of the spot REST API (`/api/v3`). */
export function createSpotClient(options: RestTransportOptions) {
  const rest = createRestTransport(options);
  return {
    baseUrl: rest.baseUrl,
    ping: () => rest.get('/api/v3/ping', pingResponse),
    time: () => rest.get('/api/v3/time', timeResponse),
  };
}
