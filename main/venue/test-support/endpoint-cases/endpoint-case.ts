import type { VenueClient } from '../../venue-client';

/** Each endpoint: the call, the route it must hit, the recorded answer, and params it must send. */
export interface EndpointCase {
  readonly name: string;
  readonly route: string;
  readonly fixture: string;
  readonly run: (client: VenueClient) => Promise<unknown>;
  readonly sent?: Record<string, string>;
  /** What the method resolves to, when it is not the fixture itself. */
  readonly expected?: (recorded: unknown) => unknown;
}

export const limit = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '1',
  price: '0.1',
} as const;
