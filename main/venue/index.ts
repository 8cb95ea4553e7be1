/** The venue REST client's public surface; everything else in this folder is its parts. */
export { createVenueClient, type VenueClient, type VenueClientConfig } from './venue-client';
export { createSpotClient, type SpotClient } from './spot-client';
export type { UsdmClient, CoinmClient } from './futures-client';
export type { MiningClient } from './mining-client';
export type { Credentials, RetryPolicy, TimeUnit } from './transport';
export type { LimitsSnapshot, MeterReading, SendBlock, VenueFamily } from './rate-limits';
export type { ServerClock } from './server-clock';
export type { CallOptions } from './client-order-id';
export { sign, type SigningKey } from './sign';
export { VenueError } from './venue-error';
export { measureVenueClock } from './clock-sync';
